// AucArena with LLM bidders end to end: two models (the fake server, scripted in
// tests/support/aucarena_fake_run.*) plan, bid, report beliefs (one wrong, corrected), replan;
// the run folder records every step and `score` reports the belief CFRs and priorities.
#include <QtTest>

#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/run_reader.h"
#include "tests/support/aucarena_fake_run.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using engine::Json;

class TstAucarenaLlm : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("NASHLAB_NO_KEYCHAIN", "1"); }

    void planBeliefReplanThroughTheServer() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        test::TempDir dir;
        const auto folder = test::playAucarenaWithFakeLlm(server, dir.path());
        QVERIFY2(folder.ok(), folder.ok() ? "" : folder.error().message.c_str());
        // Requests: 2 plans + 2 bids on Item 1 + 3 beliefs (one corrected) + 2 replans + 2 bids on
        // Item 2 + 2 beliefs = 13.
        QCOMPARE(server.chatRequests(), 13);

        const engine::RunRecord record = engine::readRun(folder.value()).value();
        const engine::SessionRecord& session = record.sessions.at(0);
        QVERIFY(session.isFinished());
        std::vector<std::string> phases;
        for (const auto& r : session.rounds) phases.push_back(r.publicReport.value("phase", "?"));
        QCOMPARE(phases, (std::vector<std::string>{"plan", "bid", "belief", "replan", "bid", "belief"}));
        // The plan and replan are in the record as each bidder answered them.
        QCOMPARE(session.rounds[0].privateReports[0]["priorities"], (Json{{"Item 1", 3}, {"Item 2", 1}}));
        QCOMPARE(session.rounds[3].privateReports[0]["priorities"], (Json{{"Item 2", 2}}));
        QCOMPARE(session.rounds[3].privateReports[0]["changed"].get<bool>(), true);
        // The wrong belief: refused with the truth in the feedback, then accepted.
        int refused = 0;
        for (const auto& d : session.decisions)
            if (!d.value("valid", true)) {
                ++refused;
                QCOMPARE(d["seat"].get<int>(), 0);
                QCOMPARE(d["round"].get<int>(), 3);
                QVERIFY(d["reason"].get<std::string>().find("Your remaining budget is $19000, not $20000.") !=
                        std::string::npos);
            }
        QCOMPARE(refused, 1);
        QCOMPARE(session.rounds[2].privateReports[0]["belief_checks"].size(), std::size_t{2});
        QCOMPARE(session.rounds.back().cumulative, (std::vector<double>{1000, 5000}));

        const Json scored = engine::scoreRun(record, engine::GameRegistry::builtin()).value();
        const Json seat0 = scored["sessions"][0]["per_seat"][0];
        // Self checks: 3 per checked answer, 3 answers, 1 wrong; others: 2 per answer, none wrong.
        QCOMPARE(seat0["belief_self_errors"].get<int>(), 1);
        QCOMPARE(seat0["belief_self_checks"].get<int>(), 9);
        QCOMPARE(seat0["self_belief_error_rate"].get<double>(), 1.0 / 9.0);
        QCOMPARE(seat0["other_belief_error_rate"].get<double>(), 0.0);
        QCOMPARE(seat0["belief_rejected"].get<int>(), 1);
        QCOMPARE(seat0["failed_bid_rate"].get<double>(), 0.0);
        // Each bidder bid once on its top item only: r(1) and n agree perfectly.
        QCOMPARE(seat0["rho_initial_engagement"].get<double>(), 1.0);
        QCOMPARE(scored["seats"][1]["profit"]["mean"].get<double>(), 5000.0);
    }
};

QTEST_GUILESS_MAIN(TstAucarenaLlm)
#include "tst_aucarena_llm.moc"
