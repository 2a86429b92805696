// HumanView core: phrases fill their arguments once and in order (a "%1" inside an argument is
// left alone, "%12" is the twelfth), the generic view reads any game without JSON or null, and
// guess_average's own view says the last round, the total and the form's range in words; the
// numeric games (divide_dollar, public_goods, sealed_bid_auction, water_allocation) read as claims,
// contributions and bids with their units, and a missing value as "—".
#include <QtTest>

#include "engine/game/game_registry.h"
#include "engine/game/human_view.h"
#include "engine/game/param_spec.h"

using namespace nashlab::engine;

namespace {

QString linesOf(const std::vector<Phrase>& phrases) {
    QStringList out;
    for (const auto& p : phrases) out << QString::fromStdString(p.english());
    return out.join(QLatin1Char('\n'));
}

QString headerOf(const HumanView& view, const Json& publicReport) {
    RoundOutcome r;
    r.publicReport = publicReport;
    QStringList out;
    for (const auto& f : view.roundHeader(r))
        out << QString::fromStdString(f.label.english() + ": " + f.value.english());
    return out.join(QStringLiteral(" | "));
}

QString actionOf(const HumanView& view, const Json& action) {
    return QString::fromStdString(view.action(action, 0).english());
}

// What a person reads never shows JSON or a number the machine could not print.
bool readsClean(const QString& text) {
    for (const char* bad : {"null", "{", "}", "inf", "nan", "%"})
        if (text.contains(QLatin1String(bad), Qt::CaseInsensitive)) return false;
    return !text.isEmpty();
}

const HumanView& viewOf(const char* id) { return GameRegistry::builtin().find(id)->humanView(); }

}  // namespace

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

    // γ-Bench's defaults: the costly dish costs 20 and is worth 20, the cheap one costs 10 and is
    // worth 15. Orders costly, cheap, cheap: the bill is 40, each pays 13.33; seat 1 gets 20 − 13.33.
    void dinersAndBarReadAsTheirRules() {
        const Game* game = GameRegistry::builtin().find("diners_dilemma");
        QVERIFY(game);
        auto made = game->newState(GameSetup(resolveParams(game->params(), Json::object()).value(), 3, 4, 7));
        QVERIFY(made.ok());
        State& state = *made.value();
        QVERIFY(state
                    .apply({{0, {{"chosen_dish", "costly"}}},
                            {1, {{"chosen_dish", "cheap"}}},
                            {2, {{"chosen_dish", "cheap"}}}})
                    .has_value());
        QStringList lines;
        for (const auto& p : game->humanView().situation(state.observation(0, 1), 0))
            lines << QString::fromStdString(p.english());
        QCOMPARE(lines,
                 QStringList({QStringLiteral("Round 2 of 4."),
                              QStringLiteral("3 diners split the bill equally. The costly dish costs 20 and is "
                                             "worth 20 to you; the cheap one costs 10 and is worth 15."),
                              QStringLiteral("Last round 1 of the diners ordered the costly dish and everyone "
                                             "paid 13.33; your payoff was 6.67."),
                              QStringLiteral("Your total so far: 6.67."), QStringLiteral("Which dish do you order?")}));

        const Game* bar = GameRegistry::builtin().find("el_farol");
        QVERIFY(bar);
        auto barState = bar->newState(GameSetup(resolveParams(bar->params(), Json::object()).value(), 5, 3, 7));
        QVERIFY(barState.ok());
        lines.clear();
        for (const auto& p : bar->humanView().situation(barState.value()->observation(0, 1), 0))
            lines << QString::fromStdString(p.english());
        QCOMPARE(lines.first(), QStringLiteral("Round 1 of 3."));
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("5 people decide whether to go to the bar.")),
                 qPrintable(lines.at(1)));
        QCOMPARE(lines.last(), QStringLiteral("Do you go or stay home?"));
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
        // X stacks column 4 while O answers in column 1: X's fourth disc is four in a column and wins.
        for (int k = 0; k < 3; ++k) {
            QVERIFY(c4.value()->apply({{1, {{"column", 1}}}}).has_value());
            QVERIFY(c4.value()->apply({{0, {{"column", 4}}}}).has_value());
        }
        QVERIFY(c4.value()->finished());
        h.clear();
        for (const auto& f : four->humanView().roundHeader(c4.value()->roundAt(6)))
            h << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(h.join(QStringLiteral(" | ")), QStringLiteral("Move 7: seat 1 (X) at column 4 | Result: seat 1 wins"));
    }

    void holdemStreetFollowsTheBoard() {
        const Game* game = GameRegistry::builtin().find("holdem_nl");
        QVERIFY(game);
        auto made = game->newState(GameSetup(resolveParams(game->params(), Json::object()).value(), 2, 100, 7));
        QVERIFY(made.ok());
        State& s = *made.value();
        // Before the flop the first to act goes all in and the other calls: the board is dealt to the river.
        const int first = s.actingSeats().at(0);
        QVERIFY(s.apply({{first, {{"action", "all_in"}}}}).has_value());
        QVERIFY(s.apply({{1 - first, {{"action", "check_call"}}}}).has_value());
        QVERIFY(s.finished());
        auto header = [&](std::size_t i) {
            QStringList out;
            for (const auto& f : game->humanView().roundHeader(s.roundAt(i)))
                out << QString::fromStdString(f.label.english() + ": " + f.value.english());
            return out.join(QStringLiteral(" | "));
        };
        QVERIFY2(header(0).startsWith(QStringLiteral("Street: before the flop | ")), qPrintable(header(0)));
        QVERIFY2(header(1).startsWith(QStringLiteral("Street: before the flop (the board then dealt to the river) | ")),
                 qPrintable(header(1)));
        QCOMPARE(s.roundAt(1).publicReport["board"].size(), std::size_t(5));
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

    // The person's question in the English auction reads from the observation: the item, who leads,
    // the money left and the lowest bid (here a hand-made observation of item 2, led by another).
    void englishAuctionAsksInWords() {
        const HumanView& view = GameRegistry::builtin().find("english_auction")->humanView();
        const Json o = {{"num_items", 3},
                        {"budget", 8000},
                        {"starting_budget", 10000},
                        {"profit", 250},
                        {"current",
                         {{"number", 2},
                          {"name", "Lamp"},
                          {"start_price", 500},
                          {"your_estimate", 1400},
                          {"highest_bid", 1100},
                          {"leader", "Bidder 3"},
                          {"you_lead", false},
                          {"min_bid", 1155},
                          {"can_afford", true}}}};
        QStringList lines;
        for (const auto& p : view.situation(o, 0)) lines << QString::fromStdString(p.english());
        QCOMPARE(lines,
                 QStringList({QStringLiteral("Item 2 of 3: Lamp. Bidding starts at $500; you think it is worth $1400."),
                              QStringLiteral("The highest bid is $1100, by Bidder 3."),
                              QStringLiteral("You have $8000 left of $10000; your profit so far is $250."),
                              QStringLiteral("Bid at least $1155, or withdraw from this item with 0.")}));
        Json poor = o;
        poor["current"]["can_afford"] = false;
        poor["current"]["you_lead"] = true;
        lines.clear();
        for (const auto& p : view.situation(poor, 0)) lines << QString::fromStdString(p.english());
        QCOMPARE(lines.at(1), QStringLiteral("You lead with $1100."));
        QCOMPARE(lines.at(3), QStringLiteral("You cannot afford the lowest bid of $1155: withdraw with 0."));
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
        night.publicReport = {
            {"go_count", 2}, {"stay_count", 1}, {"capacity", 1}, {"crowded", true}};  // as the state reports
        h.clear();
        for (const auto& f : ef->humanView().roundHeader(night))
            h << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(h.join(QStringLiteral(" | ")),
                 QStringLiteral("Went: 2 of 3 | Capacity: 1 of 3 | The bar was: crowded"));
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

    void divideDollarReadsAsClaims() {
        const HumanView& view = viewOf("divide_dollar");
        const Json over = {{"round", 3},
                           {"rounds", 20},
                           {"players", 4},
                           {"golds", 100},
                           {"fair_share", 25.0},
                           {"history",
                            {{{"round", 2},
                              {"your_bid", 30},
                              {"sum", 110},
                              {"exceeded", true},
                              {"payoff", 0.0},
                              {"cumulative", 25.0}}}}};
        QCOMPARE(linesOf(view.situation(over, 0)),
                 QStringLiteral("Round 3 of 20.\n"
                                "4 players claim shares of 100 golds at the same time. If the claims add up to at "
                                "most 100, everyone gets their claim; if they add up to more, nobody gets anything.\n"
                                "Last round you claimed 30, but the claims added up to 110, more than 100: nobody got "
                                "anything.\n"
                                "Your total so far: 25.\n"
                                "How many golds do you claim?"));
        Json within = over;
        within["history"][0]["your_bid"] = 25;
        within["history"][0]["sum"] = 95;
        within["history"][0]["exceeded"] = false;
        QCOMPARE(linesOf(view.situation(within, 0)).section(QLatin1Char('\n'), 2, 2),
                 QStringLiteral("Last round you claimed 25 and got it: the claims added up to 95 of 100."));
        Json silent = over;
        silent["history"][0]["your_bid"] = nullptr;
        silent["history"][0]["sum"] = 70;
        QCOMPARE(linesOf(view.situation(silent, 0)).section(QLatin1Char('\n'), 2, 2),
                 QStringLiteral("You did not answer last round; the claims added up to 70."));
        // Round 1: no history, so no last round and no total.
        QCOMPARE(linesOf(view.situation({{"round", 1}, {"rounds", 20}, {"players", 4}, {"golds", 100}}, 0))
                     .count(QLatin1Char('\n')),
                 2);

        QCOMPARE(headerOf(view, {{"sum", 110}, {"exceeded", true}, {"answered", 4}, {"golds", 100}}),
                 QStringLiteral("Claimed in total: 110 of 100 golds | Outcome: too much: nobody gets anything"));
        QCOMPARE(headerOf(view, {{"sum", 95}, {"exceeded", false}, {"answered", 4}, {"golds", 100}}),
                 QStringLiteral("Claimed in total: 95 of 100 golds | Outcome: everyone gets their claim"));
        QCOMPARE(headerOf(view, Json::object()), QStringLiteral("Claimed in total: — of — golds | Outcome: —"));
        QCOMPARE(actionOf(view, Json(35)), QStringLiteral("claims 35"));
        QCOMPARE(actionOf(view, {{"bid_amount", 35}}), QStringLiteral("claims 35"));
        QCOMPARE(actionOf(view, nullptr), QStringLiteral("no answer"));
    }

    void publicGoodsReadsAsContributions() {
        const HumanView& view = viewOf("public_goods");
        const Json o = {{"round", 2},
                        {"rounds", 20},
                        {"players", 4},
                        {"tokens", 20.0},
                        {"max_contribution", 20},
                        {"endowment", 20.0},
                        {"ratio", 2.0},
                        {"reset", true},
                        {"history",
                         {{{"round", 1},
                           {"your_contribution", 12},
                           {"contributions", {12, nullptr, 10, 8}},
                           {"total", 30},
                           {"share", 15.0},
                           {"gain", 3.0},
                           {"tokens_after", 23.0},
                           {"payoff", 23.0},
                           {"cumulative", 23.0}}}}};
        QCOMPARE(linesOf(view.situation(o, 0)),
                 QStringLiteral("Round 2 of 20.\n"
                                "Whatever the 4 players put into the pot is multiplied by 2 and shared equally among "
                                "all of them; the tokens you keep stay yours.\n"
                                "Last round you contributed 12 tokens; the pot held 30 tokens and everyone got 15 "
                                "tokens from it.\n"
                                "Your total so far: 23.\n"
                                "You hold 20 tokens. How many do you put into the pot?"));
        Json silent = o;
        silent["history"][0]["your_contribution"] = nullptr;
        silent["history"][0]["share"] = 7.5;
        QCOMPARE(linesOf(view.situation(silent, 1)).section(QLatin1Char('\n'), 2, 2),
                 QStringLiteral("You did not answer last round; the pot held 30 tokens and everyone got 7.5 tokens "
                                "from it."));

        QCOMPARE(headerOf(view, {{"contributions", {12, nullptr, 10, 8}},
                                 {"total", 30},
                                 {"share", 15.0},
                                 {"tokens_after", {23.0, 35.0, 25.0, 27.0}}}),
                 QStringLiteral("Contributions: 12, —, 10, 8 | Pot: 30 tokens | Each gets back: 15 tokens"));
        QCOMPARE(headerOf(view, Json::object()), QStringLiteral("Contributions: — | Pot: — | Each gets back: —"));
        QCOMPARE(actionOf(view, Json(12)), QStringLiteral("contributes 12 tokens"));
        QCOMPARE(actionOf(view, {{"tokens_contributed", 1}}), QStringLiteral("contributes 1 token"));
        QCOMPARE(actionOf(view, nullptr), QStringLiteral("no answer"));
    }

    void sealedBidAuctionReadsAsBids() {
        const HumanView& view = viewOf("sealed_bid_auction");
        const Json o = {{"round", 4},
                        {"rounds", 20},
                        {"players", 3},
                        {"value", 120.0},
                        {"second_price", false},
                        {"has_assets", false},
                        {"assets", 0.0},
                        {"max_bid", 400.0},
                        {"history",
                         {{{"round", 3},
                           {"your_value", 80.0},
                           {"your_bid", 60},
                           {"you_won", false},
                           {"winning_bid", 90.0},
                           {"price", 90.0},
                           {"payoff", 0.0},
                           {"cumulative", 35.0}}}}};
        QCOMPARE(linesOf(view.situation(o, 0)),
                 QStringLiteral("Round 4 of 20. One item is for sale, and it is worth 120 to you.\n"
                                "Everyone bids once, sealed. The highest bid wins and pays its own bid.\n"
                                "Last round you bid 60 for an item worth 80 to you and lost: the winning bid was 90.\n"
                                "Your total so far: 35.\n"
                                "Place your sealed bid."));
        Json won = o;
        won["second_price"] = true;
        won["has_assets"] = true;
        won["assets"] = 1000.0;
        won["history"][0]["your_bid"] = 70;
        won["history"][0]["you_won"] = true;
        won["history"][0]["price"] = 50.0;
        QCOMPARE(linesOf(view.situation(won, 0)).section(QLatin1Char('\n'), 1, 3),
                 QStringLiteral("Everyone bids once, sealed. The highest bid wins and pays the second-highest bid.\n"
                                "You hold 1000 in assets; you cannot bid more than that.\n"
                                "Last round you bid 70 for an item worth 80 to you and won it, paying 50."));
        Json silent = o;
        silent["history"][0]["your_bid"] = nullptr;
        QCOMPARE(linesOf(view.situation(silent, 0)).section(QLatin1Char('\n'), 2, 2),
                 QStringLiteral("You did not bid last round."));

        QCOMPARE(headerOf(view, {{"winner", 2}, {"winning_bid", 90.0}, {"price", 90.0}, {"tied", 1}}),
                 QStringLiteral("Winner: seat 3 | Winning bid: 90 | Price paid: 90"));
        QCOMPARE(
            headerOf(
                view,
                {{"winner", 0}, {"winning_bid", 90.0}, {"price", 90.0}, {"tied", 2}, {"all_bids", {90, 90, nullptr}}}),
            QStringLiteral("Winner: seat 1 | Winning bid: 90 | Price paid: 90 | Tie: 2 bidders tied for the "
                           "highest bid | Bids: 90, 90, —"));
        QCOMPARE(headerOf(view, {{"winner", nullptr}, {"winning_bid", nullptr}, {"price", nullptr}, {"tied", 0}}),
                 QStringLiteral("Winner: nobody | Winning bid: — | Price paid: —"));
        QCOMPARE(actionOf(view, Json(35)), QStringLiteral("bids 35"));
        QCOMPARE(actionOf(view, {{"bid", 37.5}}), QStringLiteral("bids 37.5"));
        QCOMPARE(actionOf(view, nullptr), QStringLiteral("no bid"));
    }

    void waterAllocationReadsAsDays() {
        const HumanView& view = viewOf("water_allocation");
        const Json o = {{"day", 3},
                        {"round", 3},
                        {"days", 20},
                        {"name", "Alex"},
                        {"requirement", 10},
                        {"salary", 100.0},
                        {"supply", 15},
                        {"alive", true},
                        {"balance", 170.0},
                        {"hp", 6},
                        {"max_hp", 10},
                        {"dry_days", 1},
                        {"hp_loss_if_dry", 2},
                        {"survivors_need", 50},
                        {"history",
                         {{{"day", 2},
                           {"supply", 12},
                           {"your_bid", 40.0},
                           {"you_won", false},
                           {"min_winning_bid", 55.5},
                           {"water_left", 2},
                           {"eliminated_text", nullptr}}}}};
        QCOMPARE(linesOf(view.situation(o, 0)),
                 QStringLiteral("Day 3 of 20. Today's supply is 15 units of water; the residents still in the game "
                                "need 50 units in all.\n"
                                "You need 10 units a day. You have $170 (today's salary of $100 included) and 6 of 10 "
                                "health points.\n"
                                "Yesterday you bid $40 and got no water.\n"
                                "The lowest winning bid yesterday was $55.5.\n"
                                "A day without water would cost you 2 health points.\n"
                                "Bid for your whole water need today."));
        Json won = o;
        won["hp_loss_if_dry"] = 1;
        won["history"][0]["you_won"] = true;
        won["history"][0]["min_winning_bid"] = nullptr;
        QCOMPARE(linesOf(view.situation(won, 0)).section(QLatin1Char('\n'), 2, 4),
                 QStringLiteral("Yesterday you bid $40 and got your water.\n"
                                "Nobody got water yesterday.\n"
                                "A day without water would cost you 1 health point."));
        Json out = o;
        out["alive"] = false;
        QCOMPARE(linesOf(view.situation(out, 0)).section(QLatin1Char('\n'), 1),
                 QStringLiteral("You have been eliminated: you no longer bid."));

        const auto form = view.form(
            ActionSpec{{ActionField{"bid", FieldKind::Number, 0.0, std::nullopt, {}, {}, "your bid", true}}}, o, 0);
        QCOMPARE(static_cast<int>(form.size()), 1);
        QCOMPARE(QString::fromStdString(form[0].label.english()), QStringLiteral("Your bid for water ($)"));
        QCOMPARE(QString::fromStdString(form[0].help.english()),
                 QStringLiteral("for your whole need of 10 units today; you have $170"));
        QCOMPARE(form[0].max, 170.0);

        QCOMPARE(headerOf(view, {{"day", 2},
                                 {"supply", 15},
                                 {"winners", {0, 2}},
                                 {"min_winning_bid", 55.5},
                                 {"water_left", 1},
                                 {"over_balance", {false, true, false, false, false}},
                                 {"eliminated", Json::array()},
                                 {"survivors", 5},
                                 {"rsr", nullptr}}),
                 QStringLiteral("Supply: 15 units | Got water: seat 1, seat 3 | Lowest winning bid: $55.5 | Water "
                                "left: 1 unit | Void bids (above the balance): seat 2 | Eliminated: nobody | "
                                "Residents left: 5"));
        QCOMPARE(headerOf(view, {{"supply", 10},
                                 {"winners", Json::array()},
                                 {"min_winning_bid", nullptr},
                                 {"water_left", 10},
                                 {"eliminated", {3}},
                                 {"survivors", 4}}),
                 QStringLiteral("Supply: 10 units | Got water: nobody | Lowest winning bid: — | Water left: 10 units "
                                "| Eliminated: seat 4 | Residents left: 4"));
        QCOMPARE(actionOf(view, Json(35)), QStringLiteral("bids $35"));
        QCOMPARE(actionOf(view, {{"bid", 12.25}}), QStringLiteral("bids $12.25"));
        QCOMPARE(actionOf(view, nullptr), QStringLiteral("no bid"));
    }

    void numericGamesReadCleanWhenPlayed() {
        // A round of each game played by its default answers: the views read the states' real
        // observations and reports (their keys, their nulls) without JSON, null, inf or nan.
        for (const char* id : {"divide_dollar", "public_goods", "sealed_bid_auction", "water_allocation"}) {
            const Game* game = GameRegistry::builtin().find(id);
            QVERIFY(game);
            const int seats = game->seats().defaultCount;
            auto made = game->newState(GameSetup(resolveParams(game->params(), Json::object()).value(), seats, 5, 3));
            QVERIFY(made.ok());
            State& state = *made.value();
            std::map<int, Json> step;
            for (int seat : state.actingSeats()) step[seat] = seat == 1 ? Json() : state.defaultAction(seat);
            QVERIFY(state.apply(step).has_value());
            const HumanView& view = game->humanView();
            const RoundOutcome& r = state.roundAt(0);
            QStringList texts;
            for (int seat = 0; seat < seats; ++seat) {
                texts << linesOf(view.situation(state.observation(seat, 1), seat));
                texts << actionOf(view, r.actions.at(static_cast<std::size_t>(seat)));
                for (const auto& f : view.form(state.actionSpec(seat), state.observation(seat, 1), seat))
                    texts << QString::fromStdString(f.label.english()) << QString::fromStdString(f.help.english());
            }
            texts << headerOf(view, r.publicReport);
            for (const auto& text : texts)
                QVERIFY2(readsClean(text), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(id), text)));
            const bool auction = std::string(id) == "sealed_bid_auction" || std::string(id) == "water_allocation";
            QCOMPARE(actionOf(view, r.actions.at(1)), QString::fromLatin1(auction ? "no bid" : "no answer"));
        }
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
