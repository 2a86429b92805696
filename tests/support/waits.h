#pragma once
// Waits on a condition, never for a fixed time. holdsFor() is for "nothing more happens" checks
// (a paused run plays no round, a cancelled request never calls back): it fails the moment the
// condition breaks, where a fixed sleep followed by one check would miss a change that came and
// went, and says nothing about when it broke.
#include <QTest>

namespace nashlab::test {

/// True when `condition` holds during the whole of `ms` (events processed all along); false as
/// soon as it does not.
template <typename Condition>
bool holdsFor(Condition condition, int ms) {
    return !QTest::qWaitFor([&] { return !condition(); }, ms);
}

}  // namespace nashlab::test
