import Dispatch
import SpecModel
import Testing

@Suite("Values computed in the background")
struct BackgroundTests {
    @Test func computesOnAnotherThreadWhileTheCallerGoesOn() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let background = Background { () -> [Int] in
            started.signal()
            release.wait()
            return [1, 2, 3]
        }
        // The computation began before anyone asked for its value, and waits for the caller: another thread.
        #expect(started.wait(timeout: .now() + 10) == .success)
        release.signal()
        #expect(background.value == [1, 2, 3])
        #expect(background.value == [1, 2, 3], "asking again gives the same value")
    }
}
