#pragma once
// The window at 1280 × 800 with the demo (ten bots guessing 2/3 of the average) composed as a batch
// of `sessions` sessions at full speed; `spec` is what it will run. For the window's batch test and
// its benchmark (bench/bench_window.cpp).
#include <QtTest>

#include "engine/core/json.h"
#include "ui/arena/arena_view.h"
#include "ui/compose/compose_view.h"
#include "ui/main/main_window.h"

namespace nashlab::test {

inline void openDemoBatch(ui::MainWindow& window, int sessions, engine::Json& spec) {
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.loadDemo();
    spec = window.compose()->specJson();
    spec["repetitions"] = sessions;
    QVERIFY(window.compose()->loadSpec(spec).ok());
    window.arena()->setPacing(0);
}

}  // namespace nashlab::test
