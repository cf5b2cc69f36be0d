extension NearMiss {
    /// "Did you mean …?" for a search with a `TextMatch`: the strings present closest to its
    /// pattern, compared as the match compares them (after its normalisation, ignoring case);
    /// for a substring, the strings containing something close to it. A regex has no pattern
    /// to be close to: the hint lists what is there.
    static func hint(for match: TextMatch, among present: [String], noun: String) -> String {
        switch match.kind {
        case let .exact(pattern) where match.options.isEmpty:
            return hint(for: pattern, among: present, noun: noun)
        case .exact, .substring, .regex:
            break
        }
        var seen = Set<String>()
        let unique = present.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { return "There is no \(noun) in the searched views." }
        var close: [(String, Int)] = []
        if let pattern = match.pattern {
            let query = match.normalized(pattern).lowercased()
            let threshold = max(2, query.count / 3)
            close = unique.map { candidate in (candidate, closeness(of: query, to: match.normalized(candidate).lowercased(), match)) }
                .filter { $0.1 <= threshold }
        }
        return suggestion(close, or: unique, noun: noun)
    }

    /// How far `candidate` is from matching `query`: the edit distance for an exact match
    /// (0 when one contains the other), the distance to the closest part of `candidate` for
    /// a substring.
    private static func closeness(of query: String, to candidate: String, _ match: TextMatch) -> Int {
        switch match.kind {
        case .exact:
            if !query.isEmpty, candidate.contains(query) || query.contains(candidate) { return 0 }
            return distance(candidate, query)
        case .substring:
            return substringDistance(of: query, in: candidate)
        case .regex:
            return Int.max
        }
    }

    /// The smallest edit distance between `pattern` and any part of `text` (Sellers'
    /// algorithm: a Levenshtein table whose first row is all zeros).
    static func substringDistance(of pattern: String, in text: String) -> Int {
        let pattern = Array(pattern)
        let text = Array(text)
        guard !pattern.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: text.count + 1)
        var current = previous
        for i in 1...pattern.count {
            current[0] = i
            for j in stride(from: 1, through: text.count, by: 1) {
                let substitution = previous[j - 1] + (pattern[i - 1] == text[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous.min() ?? pattern.count
    }
}
