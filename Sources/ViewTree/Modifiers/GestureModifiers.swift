import Foundation

/// How a gesture was attached: `.gesture`, `.highPriorityGesture`, `.simultaneousGesture`.
public enum _GesturePriority: Hashable, Sendable {
    case normal, high, simultaneous
}

/// Which view modifier a gesture came from, when not `.gesture(_:)` and its kin:
/// `.onTapGesture`, `.onLongPressGesture`.
public enum _GestureOrigin: Hashable, Sendable {
    case gestureModifier, onTapGesture, onLongPressGesture
}

/// Attaches a gesture to the modified view: `.gesture(_:including:)`,
/// `.highPriorityGesture(_:including:)`, `.simultaneousGesture(_:including:)`, and underneath
/// `.onTapGesture(count:perform:)` and `.onLongPressGesture(…)`.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let gesture: G
    let mask: GestureMask
    let priority: _GesturePriority
    let origin: _GestureOrigin

    /// Attaches `gesture` with `priority`, enabling what `mask` says.
    public init(gesture: G, mask: GestureMask, priority: _GesturePriority, origin: _GestureOrigin = .gestureModifier) {
        self.gesture = gesture
        self.mask = mask
        self.priority = priority
        self.origin = origin
    }
}

/// What Inspector reads of an attached gesture, without knowing its type.
package protocol GestureAttachment {
    var attachedGesture: Any { get }
    var gestureMask: GestureMask { get }
    var gesturePriority: _GesturePriority { get }
    var gestureOrigin: _GestureOrigin { get }
}

extension _GestureModifier: GestureAttachment {
    package var attachedGesture: Any { gesture }
    package var gestureMask: GestureMask { mask }
    package var gesturePriority: _GesturePriority { priority }
    package var gestureOrigin: _GestureOrigin { origin }
}

extension View {
    /// Attaches `gesture`; `mask` says whether it, the gestures of the views inside, or both
    /// are enabled. A nil optional gesture attaches nothing.
    public consuming func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches `gesture` ahead of the gestures of the views inside.
    public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches `gesture` to be recognized together with the gestures of the views inside.
    public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Runs `action` when this view is tapped `count` times: a `TapGesture(count:)` whose
    /// `onEnded` runs it.
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_GestureModifier(
            gesture: TapGesture(count: count).onEnded { action() }, mask: .all, priority: .normal,
            origin: .onTapGesture))
    }

    /// Runs `action` when a press on this view lasts `minimumDuration` seconds: a
    /// `LongPressGesture(minimumDuration:maximumDistance:)` whose `onEnded` runs it.
    public consuming func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> some View {
        modifier(_GestureModifier(
            gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                .onEnded { _ in action() },
            mask: .all, priority: .normal, origin: .onLongPressGesture))
    }

    /// Runs `action` when a press lasts `minimumDuration`, and `onPressingChanged` with true when
    /// a press begins and false when it ends. A test presses with
    /// `gesture(LongPressGesture.self).callOnChanged(value: true)` and completes the press with
    /// `callOnLongPressGesture()` (which reports the end of the press, then runs `action`).
    public consuming func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)?
    ) -> some View {
        modifier(_GestureModifier(
            gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                .onChanged { pressing in onPressingChanged?(pressing) }
                .onEnded { _ in
                    onPressingChanged?(false)
                    action()
                },
            mask: .all, priority: .normal, origin: .onLongPressGesture))
    }
}
