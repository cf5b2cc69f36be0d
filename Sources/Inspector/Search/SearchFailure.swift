import Foundation

/// The errors a failed search throws, and their explanations.
enum SearchFailure {
    static func error<Found>(
        for query: SearchQuery<Found>, call: String, criteria: SearchCriteria, from start: InspectionNode,
        relation: ViewSearch.Relation, skipFound: Int, outcome: SearchEngine.Outcome
    ) -> InspectionError {
        // The messages are built later, when read: capture what they need, never the query's
        // test, which may wrap a condition closure that does not escape the search.
        let description = query.description
        let nearMiss = criteria.nearMiss
        let location = DeferredText(about: start) { $0.path(appending: call) }
        if !outcome.matches.isEmpty {
            return InspectionError(
                .skippedPastLastMatch(query: query.description, matches: outcome.matches.count, skipFound: skipFound),
                location: location, details: nil)
        }
        if let (blocked, reason) = outcome.blocked.first {
            let visited = outcome.visited
            let details = DeferredText(about: blocked) { _ in
                "The search for \(description) from \(start.abbreviatedPath()) stopped there after visiting"
                    + " \(visited) views; the views below were not searched."
            }
            return InspectionError(
                reason, location: DeferredText(about: blocked) { $0.abbreviatedPath() }, details: details)
        }
        if relation == .parent {
            return InspectionError(
                .searchFailed(query: query.description, visited: outcome.visited, direction: "among the ancestors"),
                location: location, details: nil)
        }
        let details = DeferredText(about: start) { start in
            var text = ""
            if let hint = nearMiss?(start) {
                text += hint + "\n"
            }
            text += "Searched views (as Inspector sees them):\n"
            text += TreeDump.render(start, maximumLines: InspectionLimits.failureDumpLines)
            return text
        }
        return InspectionError(
            .searchFailed(query: query.description, visited: outcome.visited, direction: "below"),
            location: location, details: details)
    }

    /// Reports on standard error what a search that cannot throw could not do.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("Inspector warning: \(message)\n".utf8))
    }
}
