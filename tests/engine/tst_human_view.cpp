// HumanView core: phrases fill their arguments once and in order (a "%1" inside an argument is
// left alone, "%12" is the twelfth), the generic view reads any game without JSON or null, and
// guess_average's own view says the last round, the total and the form's range in words.
#include <QtTest>

#include "engine/game/game_registry.h"
#include "engine/game/human_view.h"
#include "engine/game/param_spec.h"

using namespace nashlab::engine;

class TestHumanView : public QObject {
    Q_OBJECT

private slots:
    void phrasesFillArgumentsOnce() {
        const Phrase p{"%2 chose %1 (%1)", {num(12.5), verbatim("a %1 name")}};
        QCOMPARE(QString::fromStdString(p.english()), QStringLiteral("a %1 name chose 12.5 (12.5)"));
        std::vector<PhraseArg> many;
        for (int i = 0; i < 12; ++i) many.push_back(num(i + 1, 0));
        QCOMPARE(QString::fromStdString(listOf(many).english()),
                 QStringLiteral("1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12"));
        QCOMPARE(QString::fromStdString(listOf({}).english()), QStringLiteral("—"));
        QCOMPARE(QString::fromStdString(Phrase{"%1 and %3", {seatOf(0)}}.english()), QStringLiteral("seat 1 and %3"));
        QCOMPARE(QString::fromStdString(Phrase{"%1", {num(2.0 / 3.0)}}.english()), QStringLiteral("0.67"));
    }

    void genericViewHasNoJson() {
        const HumanView generic;
        RoundOutcome r;
        r.publicReport = {{"thrown_overboard", nullptr}, {"winners", {0, 2}}, {"bids", {10, nullptr}}, {"sold", true}};
        const auto header = generic.roundHeader(r);
        QCOMPARE(static_cast<int>(header.size()), 4);
        QStringList lines;
        for (const auto& f : header) lines << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(lines.join(QStringLiteral(" | ")),
                 QStringLiteral("Bids: 10, — | Sold: yes | Thrown overboard: — | Winners: seat 1, seat 3"));
        QCOMPARE(QString::fromStdString(generic.action({{"vote", 3}}, 0).english()), QStringLiteral("3"));
        QCOMPARE(QString::fromStdString(generic.action(nullptr, 0).english()), QStringLiteral("—"));

        ActionField f;
        f.name = "contribution";
        f.kind = FieldKind::Integer;
        f.min = 0;
        f.max = 20;
        const FormField form = HumanView::genericField(f);
        QCOMPARE(form.kind, InputKind::Number);
        QCOMPARE(QString::fromStdString(form.label.english()), QStringLiteral("Contribution"));
        QCOMPARE(QString::fromStdString(form.help.english()), QStringLiteral("from 0 to 20"));
    }

    void guessViewSpeaksToAPerson() {
        const Game* game = GameRegistry::builtin().find("guess_average");
        QVERIFY(game);
        const Json params = resolveParams(game->params(), Json::object()).value();
        auto made = game->newState(GameSetup(params, 3, 5, 7));
        QVERIFY(made.ok());
        State& state = *made.value();
        // Seats choose 30, 60, 90: average 60, target 40; 30 is closest and wins the prize (1).
        std::map<int, Json> step{
            {0, {{"chosen_number", 30}}}, {1, {{"chosen_number", 60}}}, {2, {{"chosen_number", 90}}}};
        QVERIFY(state.apply(step).has_value());
        const HumanView& view = game->humanView();
        QStringList lines;
        for (const auto& p : view.situation(state.observation(0, 1), 0)) lines << QString::fromStdString(p.english());
        QCOMPARE(lines.at(0), QStringLiteral("Round 2 of 5. Everyone picks a number from 0 to 100; whoever is closest "
                                             "to 2/3 × the average wins the round."));
        QCOMPARE(lines.at(1), QStringLiteral("Last round the average was 60 and the target 40."));
        QCOMPARE(lines.at(2), QStringLiteral("You chose 30 and won 1."));
        QCOMPARE(lines.at(3), QStringLiteral("Your total so far: 1."));
        QCOMPARE(lines.last(), QStringLiteral("Pick your number."));
        lines.clear();
        for (const auto& p : view.situation(state.observation(1, 1), 1)) lines << QString::fromStdString(p.english());
        QCOMPARE(lines.at(2), QStringLiteral("You chose 60 and won nothing (0)."));

        const auto form = view.form(state.actionSpec(0), state.observation(0, 1), 0);
        QCOMPARE(static_cast<int>(form.size()), 1);
        QCOMPARE(QString::fromStdString(form[0].label.english()), QStringLiteral("Your number"));
        QCOMPARE(QString::fromStdString(form[0].help.english()), QStringLiteral("a whole number from 0 to 100"));
        QCOMPARE(form[0].initial, Json(50));

        const RoundOutcome& r = state.roundAt(0);
        QStringList header;
        for (const auto& f : view.roundHeader(r))
            header << QString::fromStdString(f.label.english() + " " + f.value.english());
        QCOMPARE(header.join(QStringLiteral(" · ")),
                 QStringLiteral("Average 60 · Target 40 · Winning numbers 30 · Winners seat 1"));
        QCOMPARE(QString::fromStdString(view.action(r.actions[1], 1).english()), QStringLiteral("60"));
        QCOMPARE(QString::fromStdString(view.action(nullptr, 1).english()), QStringLiteral("no answer"));
    }

    void boardGamesReadAsMoves() {
        const Game* game = GameRegistry::builtin().find("tictactoe");
        QVERIFY(game);
        auto made = game->newState(GameSetup(resolveParams(game->params(), Json::object()).value(), 2, 9, 1));
        QVERIFY(made.ok());
        State& s = *made.value();
        // X (2,2), O (1,1), X (1,3), O (3,1), X (2,3), then O (2,1) fills the first column and wins.
        const std::vector<std::pair<int, Json>> moves = {{0, {{"row", 2}, {"col", 2}}}, {1, {{"row", 1}, {"col", 1}}},
                                                         {0, {{"row", 1}, {"col", 3}}}, {1, {{"row", 3}, {"col", 1}}},
                                                         {0, {{"row", 2}, {"col", 3}}}, {1, {{"row", 2}, {"col", 1}}}};
        for (const auto& [seat, move] : moves) QVERIFY(s.apply({{seat, move}}).has_value());
        const HumanView& view = game->humanView();
        auto header = [&](std::size_t i) {
            QStringList out;
            for (const auto& f : view.roundHeader(s.roundAt(i)))
                out << QString::fromStdString(f.label.english() + ": " + f.value.english());
            return out.join(QStringLiteral(" | "));
        };
        QCOMPARE(header(0), QStringLiteral("Move 1: seat 1 (X) at row 2, column 2 | Result: in play"));
        QCOMPARE(header(5), QStringLiteral("Move 6: seat 2 (O) at row 2, column 1 | Result: seat 2 wins"));
        QCOMPARE(QString::fromStdString(view.action(s.roundAt(1).actions[1], 1).english()),
                 QStringLiteral("row 1, column 1"));
        QCOMPARE(QString::fromStdString(view.action(s.roundAt(1).actions[0], 0).english()), QStringLiteral("—"));

        const Game* four = GameRegistry::builtin().find("connect_four");
        auto c4 = four->newState(GameSetup(resolveParams(four->params(), Json::object()).value(), 2, 42, 1));
        QVERIFY(c4.ok());
        QVERIFY(c4.value()->apply({{0, {{"column", 4}}}}).has_value());
        QStringList lines;
        for (const auto& p : four->humanView().situation(c4.value()->observation(1, 1), 1))
            lines << QString::fromStdString(p.english());
        QCOMPARE(lines.join(QLatin1Char(' ')),
                 QStringLiteral("Move 2. You play O. Your opponent placed X at column 4. Choose where to play."));
        QStringList h;
        for (const auto& f : four->humanView().roundHeader(c4.value()->roundAt(0)))
            h << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(h.join(QStringLiteral(" | ")), QStringLiteral("Move 1: seat 1 (X) at column 4 | Result: in play"));
    }

    void pirateReadsAsPlansAndVotes() {
        const Game* game = GameRegistry::builtin().find("pirate");
        QVERIFY(game);
        Json params = resolveParams(game->params(), Json::object()).value();
        auto made = game->newState(GameSetup(params, 3, 3, 1));
        QVERIFY(made.ok());
        State& s = *made.value();
        const int gold = params.value("gold", 0);
        // Seat 1 keeps all but one coin and buys seat 3's vote with it; seat 2 rejects.
        const Json plan = {{"pirate_1", gold - 1}, {"pirate_2", 0}, {"pirate_3", 1}};
        QVERIFY(!s.apply({{0, {{"proposal", plan}}}}).refused());
        std::map<int, Json> votes;
        for (int seat : s.actingSeats()) votes[seat] = {{"decision", seat == 1 ? "reject" : "accept"}};
        QVERIFY(s.apply(votes).has_value());
        const HumanView& view = game->humanView();
        QStringList header;
        for (const auto& f : view.roundHeader(s.roundAt(0)))
            header << QString::fromStdString(f.label.english() + ": " + f.value.english());
        const RoundOutcome& r = s.roundAt(0);
        const int accepts = r.publicReport.value("accepts", -1);
        QVERIFY(accepts >= 1);  // seat 3 at least
        QCOMPARE(
            header.join(QStringLiteral(" | ")),
            QStringLiteral("Proposer: seat 1 | Votes for: %1 of 3 | Result: plan accepted — game over").arg(accepts));
        QCOMPARE(QString::fromStdString(view.action(r.actions[0], 0).english()),
                 QStringLiteral("proposes seat 1: %1, seat 2: 0, seat 3: 1").arg(gold - 1));
        QCOMPARE(QString::fromStdString(view.action(r.actions[1], 1).english()), QStringLiteral("rejects"));
        const auto form =
            view.form(game->newState(GameSetup(params, 3, 3, 1)).value()->actionSpec(0), Json{{"gold", gold}}, 0);
        QCOMPARE(static_cast<int>(form.size()), 1);
        QCOMPARE(form[0].kind, InputKind::Split);
        QCOMPARE(form[0].total.value_or(-1), static_cast<double>(gold));
        QCOMPARE(QString::fromStdString(form[0].keyLabels[2].english()), QStringLiteral("seat 3"));
    }

    void englishAuctionReadsAsBids() {
        const HumanView& view = GameRegistry::builtin().find("english_auction")->humanView();
        RoundOutcome r;
        r.publicReport = {{"phase", "bid"},
                          {"item", "Lamp"},
                          {"item_number", 2},
                          {"bidding_round", 3},
                          {"bids", {1200, "withdrew", nullptr}},
                          {"highest_bid", 1200},
                          {"leader", 0},
                          {"status", "sold"},
                          {"sale", {{"winner", 0}, {"price", 1200}, {"true_value", 1500}, {"profit", 300}}}};
        QStringList header;
        for (const auto& f : view.roundHeader(r))
            header << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(header.join(QStringLiteral(" | ")),
                 QStringLiteral("Item 2: Lamp | Bidding round: 3 | Bids ($): 1200, withdrew, — | Leading: seat 1 with "
                                "$1200 | Status: sold to seat 1 for $1200 (worth $1500)"));
        QCOMPARE(QString::fromStdString(view.action(Json(0), 1).english()), QStringLiteral("withdrew"));
        QCOMPARE(QString::fromStdString(view.action(Json(950), 1).english()), QStringLiteral("950"));
        QCOMPARE(QString::fromStdString(view.action(nullptr, 1).english()), QStringLiteral("—"));
    }

    void choiceGamesAnswerWithButtonsInWords() {
        auto first = [](const char* id) {
            const Game* g = GameRegistry::builtin().find(id);
            return g->newState(GameSetup(resolveParams(g->params(), Json::object()).value(), 3, 5, 1));
        };
        // battle_royale: the first shooter may aim at the two others or miss on purpose.
        const Game* br = GameRegistry::builtin().find("battle_royale");
        auto brState = first("battle_royale");
        QVERIFY(brState.ok());
        const int shooter = brState.value()->actingSeats().front();
        const auto brForm = br->humanView().form(brState.value()->actionSpec(shooter), Json::object(), shooter);
        QCOMPARE(brForm[0].kind, InputKind::Seat);
        QStringList labels;
        for (const auto& c : brForm[0].choices) labels << QString::fromStdString(c.label.english());
        QVERIFY2(labels.contains(QStringLiteral("Miss on purpose")) && labels.size() >= 3,
                 qPrintable(labels.join(',')));
        RoundOutcome shot;
        shot.publicReport = {{"shooter", 0}, {"target", 2}, {"hit", true}, {"players_left", 2}};
        QStringList h;
        for (const auto& f : br->humanView().roundHeader(shot))
            h << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(h.join(QStringLiteral(" | ")),
                 QStringLiteral("Shot: seat 1 shoots at seat 3 | Outcome: hit: seat 3 is out | Players left: 2"));
        QCOMPARE(QString::fromStdString(br->humanView().action(Json("player_2"), 0).english()),
                 QStringLiteral("shoots at seat 3"));
        QCOMPARE(QString::fromStdString(br->humanView().action(Json("none"), 0).english()),
                 QStringLiteral("misses on purpose"));

        // el_farol and diners_dilemma: two named buttons, the round in counts.
        const Game* ef = GameRegistry::builtin().find("el_farol");
        auto efState = first("el_farol");
        const auto efForm = ef->humanView().form(efState.value()->actionSpec(0), Json::object(), 0);
        QCOMPARE(QString::fromStdString(efForm[0].choices[0].label.english()), QStringLiteral("Go to the bar"));
        QCOMPARE(efForm[0].choices[1].value, Json("stay"));
        RoundOutcome night;
        night.publicReport = {{"go_count", 2}, {"stay_count", 1}, {"capacity", 0.6}, {"crowded", true}};
        h.clear();
        for (const auto& f : ef->humanView().roundHeader(night))
            h << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(h.join(QStringLiteral(" | ")), QStringLiteral("Went: 2 of 3 | Capacity: 60 % | The bar was: crowded"));
        QCOMPARE(QString::fromStdString(ef->humanView().action(Json("stay"), 0).english()),
                 QStringLiteral("stays home"));

        const Game* dd = GameRegistry::builtin().find("diners_dilemma");
        RoundOutcome dinner;
        dinner.publicReport = {{"costly_count", 2}, {"cheap_count", 1}, {"total_cost", 50}, {"bill_share", 50.0 / 3}};
        h.clear();
        for (const auto& f : dd->humanView().roundHeader(dinner))
            h << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(h.join(QStringLiteral(" | ")),
                 QStringLiteral("Costly dishes: 2 | Cheap dishes: 1 | Bill: 50 | Each pays: 16.67"));
        QCOMPARE(QString::fromStdString(dd->humanView().action(Json("cheap"), 0).english()), QStringLiteral("cheap"));
    }

    void viewsNeverThrowOnOddInput() {
        // Observations and reports may come from a file someone edited: a view says less, never throws.
        const std::vector<Json> odd = {Json(), Json("text"), Json::array({1, 2}), Json::object(),
                                       Json{{"round", "three"},
                                            {"history", "none"},
                                            {"accepted", "yes"},
                                            {"bids", 5},
                                            {"winners", {"a", nullptr}},
                                            {"last_move", 7},
                                            {"integer_only", "no"},
                                            {"plan", {{"pirate_x", "lots"}}}}};
        for (const auto* game : GameRegistry::builtin().games()) {
            const HumanView& view = game->humanView();
            for (const Json& j : odd) {
                try {
                    (void)view.situation(j, 0);
                    RoundOutcome r;
                    r.publicReport = j;
                    (void)view.roundHeader(r);
                    (void)view.action(j, 0);
                    ActionSpec spec;
                    spec.fields.push_back(
                        ActionField{"proposal", FieldKind::IntMap, 0.0, 10.0, {}, {"pirate_1"}, "", true});
                    (void)view.form(spec, j, 0);
                } catch (const std::exception& e) {
                    QFAIL(qPrintable(QStringLiteral("%1 threw on %2: %3")
                                         .arg(QString::fromStdString(game->id()), QString::fromStdString(j.dump()),
                                              QString::fromLatin1(e.what()))));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestHumanView)
#include "tst_human_view.moc"
