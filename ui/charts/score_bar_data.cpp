#include "ui/charts/score_bar_data.h"

#include <QCoreApplication>
#include <map>
#include <set>

#include "ui/charts/chart_data.h"
#include "ui/common/run_model.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString q(const std::string& s) { return QString::fromStdString(s); }

engine::Summary summaryFrom(const Json& j) {
    engine::Summary s;
    if (!j.is_object()) return s;
    s.n = j.value("n", 0);
    s.mean = j.value("mean", 0.0);
    s.sd = j.value("sd", 0.0);
    const Json ci = j.value("ci95", Json::array());
    s.ciLow = ci.size() == 2 && ci[0].is_number() ? ci[0].get<double>() : s.mean;
    s.ciHigh = ci.size() == 2 && ci[1].is_number() ? ci[1].get<double>() : s.mean;
    return s;
}

// Keys of a seat entry that are descriptions, not measures.
bool isMeasure(const std::string& key, const Json& value) {
    static const std::set<std::string> kNotMeasures = {"seat", "name", "type", "strategy", "model"};
    return value.is_object() && value.contains("mean") && !kNotMeasures.count(key);
}

// Seats that play the same way share a bar "per model": the model, else the bot strategy.
QString modelOf(const Json& seat) {
    if (seat.contains("model") && seat["model"].is_string()) return q(seat["model"].get<std::string>());
    if (seat.contains("strategy") && seat["strategy"].is_string()) return q(seat["strategy"].get<std::string>());
    return q(seat.value("type", "seat"));
}

}  // namespace

QString scoreModeTitle(const std::string& mode) {
    if (mode == "gamabench_repo") return QCoreApplication::translate("ScoreBars", "γ-Bench (code)");
    if (mode == "gamabench_paper") return QCoreApplication::translate("ScoreBars", "γ-Bench (paper)");
    return measureTitle(q(mode));
}

namespace {

// γ-Bench's two formulas share one 0–100 axis; every other score of a session is a measure alone.
bool isGamaBenchMode(const std::string& mode) { return mode.rfind("gamabench_", 0) == 0; }

constexpr const char* kScorePrefix = "score:";
constexpr const char* kTreatmentPrefix = "treatment:";  // a design's score, one bar per treatment

// What each measure of the games' score reports is called on screen (context "ScoreBars").
struct MeasureName {
    const char* key;
    const char* title;
};
constexpr MeasureName kMeasureNames[] = {
    {"payoff", QT_TRANSLATE_NOOP("ScoreBars", "Payoff")},
    {"invalid_attempts", QT_TRANSLATE_NOOP("ScoreBars", "Invalid answers")},
    {"rule_breaking_rate", QT_TRANSLATE_NOOP("ScoreBars", "Rule-breaking rate")},
    {"rationality", QT_TRANSLATE_NOOP("ScoreBars", "Rationality (EconArena)")},
    {"ne_deviation", QT_TRANSLATE_NOOP("ScoreBars", "Distance from the equilibrium")},
    {"win_rate", QT_TRANSLATE_NOOP("ScoreBars", "Win rate")},
    {"wins", QT_TRANSLATE_NOOP("ScoreBars", "Rounds won")},
    {"mean_choice", QT_TRANSLATE_NOOP("ScoreBars", "Mean number chosen")},
    {"fun_rate", QT_TRANSLATE_NOOP("ScoreBars", "Share of rounds with a good evening")},
    {"go_rate", QT_TRANSLATE_NOOP("ScoreBars", "Share of rounds at the bar")},
    {"mean_bid", QT_TRANSLATE_NOOP("ScoreBars", "Mean bid")},
    {"contribution_rate", QT_TRANSLATE_NOOP("ScoreBars", "Contribution rate")},
    {"final_tokens", QT_TRANSLATE_NOOP("ScoreBars", "Tokens at the end")},
    {"mean_contribution", QT_TRANSLATE_NOOP("ScoreBars", "Mean contribution")},
    {"costly_rate", QT_TRANSLATE_NOOP("ScoreBars", "Share of costly dishes")},
    {"bid_deviation", QT_TRANSLATE_NOOP("ScoreBars", "Bid's distance from the equilibrium bid")},
    {"mean_value_minus_bid", QT_TRANSLATE_NOOP("ScoreBars", "Mean value minus bid")},
    {"hits", QT_TRANSLATE_NOOP("ScoreBars", "Hits")},
    {"intentional_misses", QT_TRANSLATE_NOOP("ScoreBars", "Shots missed on purpose")},
    {"strongest_share", QT_TRANSLATE_NOOP("ScoreBars", "Share of shots at the strongest")},
    {"targeted_strongest", QT_TRANSLATE_NOOP("ScoreBars", "Shots at the strongest")},
    {"survived", QT_TRANSLATE_NOOP("ScoreBars", "Survived")},
    {"turns", QT_TRANSLATE_NOOP("ScoreBars", "Turns")},
    {"correct_votes", QT_TRANSLATE_NOOP("ScoreBars", "Votes as the equilibrium votes")},
    {"proposals", QT_TRANSLATE_NOOP("ScoreBars", "Plans proposed")},
    {"votes", QT_TRANSLATE_NOOP("ScoreBars", "Votes cast")},
    {"day_eliminated", QT_TRANSLATE_NOOP("ScoreBars", "Day eliminated")},
    {"days_survived", QT_TRANSLATE_NOOP("ScoreBars", "Days survived")},
    {"final_balance", QT_TRANSLATE_NOOP("ScoreBars", "Money at the end")},
    {"final_hp", QT_TRANSLATE_NOOP("ScoreBars", "Health at the end")},
    {"mean_winning_bid", QT_TRANSLATE_NOOP("ScoreBars", "Mean winning bid")},
    {"over_balance_bids", QT_TRANSLATE_NOOP("ScoreBars", "Bids above the balance")},
    {"requirement", QT_TRANSLATE_NOOP("ScoreBars", "Daily water need")},
    {"salary", QT_TRANSLATE_NOOP("ScoreBars", "Daily salary")},
    {"total_paid", QT_TRANSLATE_NOOP("ScoreBars", "Total paid")},
    {"water_days", QT_TRANSLATE_NOOP("ScoreBars", "Days with water")},
    {"engagement", QT_TRANSLATE_NOOP("ScoreBars", "Engagement")},
    {"failed_bid_rate", QT_TRANSLATE_NOOP("ScoreBars", "Failed-bid rate")},
    {"items_won", QT_TRANSLATE_NOOP("ScoreBars", "Items won")},
    {"money_left", QT_TRANSLATE_NOOP("ScoreBars", "Money left ($)")},
    {"money_spent", QT_TRANSLATE_NOOP("ScoreBars", "Money spent ($)")},
    {"overpaid_items", QT_TRANSLATE_NOOP("ScoreBars", "Items overpaid")},
    {"profit", QT_TRANSLATE_NOOP("ScoreBars", "Profit ($)")},
    {"rank", QT_TRANSLATE_NOOP("ScoreBars", "Rank")},
    {"top_share", QT_TRANSLATE_NOOP("ScoreBars", "Share of auctions topped")},
    {"draw", QT_TRANSLATE_NOOP("ScoreBars", "Draws")},
    {"win", QT_TRANSLATE_NOOP("ScoreBars", "Wins")},
    {"loss", QT_TRANSLATE_NOOP("ScoreBars", "Losses")},
    {"chips_won", QT_TRANSLATE_NOOP("ScoreBars", "Chips won")},
    {"folded", QT_TRANSLATE_NOOP("ScoreBars", "Hands folded")},
    {"showdown", QT_TRANSLATE_NOOP("ScoreBars", "Hands to the showdown")},
    {"forfeits", QT_TRANSLATE_NOOP("ScoreBars", "Turns forfeited")},
    {"relative_bid_deviation", QT_TRANSLATE_NOOP("ScoreBars", "Bid above the equilibrium (share of it)")},
    {"illegal_move_rate", QT_TRANSLATE_NOOP("ScoreBars", "Illegal-move rate")},
    {"lost_by_illegal_move", QT_TRANSLATE_NOOP("ScoreBars", "Lost by an illegal move")},
    {"marks_placed", QT_TRANSLATE_NOOP("ScoreBars", "Moves made")},
    {"passes", QT_TRANSLATE_NOOP("ScoreBars", "Passes")},
    {"board_value_reward", QT_TRANSLATE_NOOP("ScoreBars", "Board-value reward")},
    {"team_score", QT_TRANSLATE_NOOP("ScoreBars", "Team score")},
    {"plays", QT_TRANSLATE_NOOP("ScoreBars", "Cards played")},
    {"misplays", QT_TRANSLATE_NOOP("ScoreBars", "Wrong plays")},
    {"discards", QT_TRANSLATE_NOOP("ScoreBars", "Cards discarded")},
    {"hints", QT_TRANSLATE_NOOP("ScoreBars", "Hints given")},
    {"share_play", QT_TRANSLATE_NOOP("ScoreBars", "Share of plays")},
    {"share_discard", QT_TRANSLATE_NOOP("ScoreBars", "Share of discards")},
    {"share_hint", QT_TRANSLATE_NOOP("ScoreBars", "Share of hints")},
    {"mean_profit", QT_TRANSLATE_NOOP("ScoreBars", "Mean profit of the bidders ($)")},
    {"top_profit", QT_TRANSLATE_NOOP("ScoreBars", "Top bidder's profit ($)")},
    {"sold_fraction", QT_TRANSLATE_NOOP("ScoreBars", "Share of items sold")},
    {"survivors", QT_TRANSLATE_NOOP("ScoreBars", "Survivors")},
    {"alympics_rsr_start", QT_TRANSLATE_NOOP("ScoreBars", "Resource-to-survival ratio, first day")},
    {"alympics_rsr_end", QT_TRANSLATE_NOOP("ScoreBars", "Resource-to-survival ratio, last day")},
};

}  // namespace

QStringList scoreMeasures(const Json& report) {
    QStringList out;
    const Json stats = report.value("score_stats", Json::object());
    bool gamaBench = false;
    for (const auto& [mode, summary] : stats.items()) gamaBench = gamaBench || isGamaBenchMode(mode);
    if (gamaBench) out << QLatin1String(kGameScores);
    for (const auto& [mode, summary] : stats.items())
        if (!isGamaBenchMode(mode)) out << QLatin1String(kScorePrefix) + q(mode);
    // A design (issue 15): every score per treatment, with its bootstrap interval.
    const Json treatments = report.value("design", Json::object()).value("treatments", Json::array());
    if (!treatments.empty())
        for (const auto& [mode, summary] : stats.items()) out << QLatin1String(kTreatmentPrefix) + q(mode);
    const Json seats = report.value("seats", Json::array());
    QStringList seatMeasures;
    if (!seats.empty())
        for (const auto& [key, value] : seats[0].items())
            if (isMeasure(key, value)) seatMeasures << q(key);
    seatMeasures.sort();
    if (seatMeasures.removeOne(QStringLiteral("payoff"))) seatMeasures.prepend(QStringLiteral("payoff"));
    return out + seatMeasures;
}

QString measureTitle(const QString& measure) {
    // Without "0–100": the formulas stay in that range only for the papers' parameters (the chart
    // says the range where its bars keep to it).
    if (measure == QLatin1String(kGameScores)) return QCoreApplication::translate("ScoreBars", "γ-Bench score");
    if (measure.startsWith(QLatin1String(kTreatmentPrefix)))
        return QCoreApplication::translate("ScoreBars", "%1 by treatment")
            .arg(scoreModeTitle(measure.mid(10).toStdString()));
    const QString key = measure.startsWith(QLatin1String(kScorePrefix)) ? measure.mid(6) : measure;
    for (const auto& m : kMeasureNames)
        if (key == QLatin1String(m.key)) return QCoreApplication::translate("ScoreBars", m.title);
    return QString(key).replace(QLatin1Char('_'), QLatin1Char(' '));
}

bool isGameScore(const QString& measure) {
    return measure == QLatin1String(kGameScores) || measure.startsWith(QLatin1String(kScorePrefix)) ||
           measure.startsWith(QLatin1String(kTreatmentPrefix));
}

QString treatmentDifferences(const Json& report, const QString& measure) {
    if (!measure.startsWith(QLatin1String(kTreatmentPrefix))) return {};
    const std::string mode = measure.mid(10).toStdString();
    QStringList lines;
    const Json differences = report.value("design", Json::object()).value("differences", Json::array());
    for (const auto& d : differences) {
        if (d.value("score", "") != mode || !d.contains("ci95") || d["ci95"].size() != 2) continue;
        lines << QCoreApplication::translate("ScoreBars", "%1 − %2: %3, 95% bootstrap CI [%4, %5], permutation p = %6")
                     .arg(q(d.value("treatment", "")), q(d.value("baseline", "")),
                          numberText(d.value("difference", 0.0)), numberText(d["ci95"][0].get<double>()),
                          numberText(d["ci95"][1].get<double>()), QString::number(d.value("p_value", 1.0), 'g', 3));
    }
    return lines.join(QLatin1Char('\n'));
}

std::vector<ScoreBar> scoreBars(const Json& report, const QString& measure, bool byModel, const SeatNamer& namer) {
    std::vector<ScoreBar> bars;
    if (measure == QLatin1String(kGameScores)) {
        const Json stats = report.value("score_stats", Json::object());
        int k = 0;
        for (const auto& [mode, summary] : stats.items())
            if (isGamaBenchMode(mode)) bars.push_back({scoreModeTitle(mode), seatColor(k++), summaryFrom(summary)});
        return bars;
    }
    if (measure.startsWith(QLatin1String(kTreatmentPrefix))) {  // one bar per treatment of a design
        const std::string mode = measure.mid(10).toStdString();
        const Json treatments = report.value("design", Json::object()).value("treatments", Json::array());
        int k = 0;
        for (const auto& t : treatments) {
            const Json scores = t.value("scores", Json::object());
            if (scores.contains(mode))
                bars.push_back({q(t.value("label", "")), seatColor(k), summaryFrom(scores[mode])});
            ++k;
        }
        return bars;
    }
    if (measure.startsWith(QLatin1String(kScorePrefix))) {  // one score of the game, one bar
        const Json stats = report.value("score_stats", Json::object());
        const std::string mode = measure.mid(6).toStdString();
        if (stats.contains(mode)) bars.push_back({scoreModeTitle(mode), seatColor(0), summaryFrom(stats[mode])});
        return bars;
    }
    const std::string key = measure.toStdString();
    const Json seats = report.value("seats", Json::array());
    if (!byModel) {
        for (const auto& seat : seats) {
            if (!seat.contains(key)) continue;
            const int index = seat.value("seat", 0);
            QString name = namer ? namer(index) : q(seat.value("name", ""));
            if (name.isEmpty()) name = QString::number(index + 1);
            bars.push_back({name, seatColor(index), summaryFrom(seat[key])});
        }
        return bars;
    }
    // Per model: pool the per-session values of every seat of that model.
    std::vector<QString> order;
    std::map<QString, std::pair<int, std::vector<double>>> groups;  // model -> (first seat, values)
    std::map<QString, QStringList> seatNames;                       // model -> its seats, when named
    const Json sessions = report.value("sessions", Json::array());
    for (const auto& seat : seats) {
        const int index = seat.value("seat", 0);
        const QString model = modelOf(seat);
        if (!groups.count(model)) {
            order.push_back(model);
            groups[model].first = index;
        }
        if (namer) seatNames[model] << namer(index);
        auto& values = groups[model].second;
        for (const auto& session : sessions) {
            const Json perSeat = session.value("per_seat", Json::array());
            if (index < 0 || static_cast<std::size_t>(index) >= perSeat.size()) continue;
            const Json entry = perSeat[static_cast<std::size_t>(index)];
            if (entry.contains(key) && entry[key].is_number()) values.push_back(entry[key].get<double>());
        }
    }
    for (const auto& model : order) {
        const auto& [first, values] = groups[model];
        const QString label = namer ? seatNames[model].join(QStringLiteral(", ")) : model;
        if (!values.empty()) bars.push_back({label, seatColor(first), engine::summarize(values)});
    }
    return bars;
}

std::pair<double, double> errorRange(const engine::Summary& s, ErrorBars kind) {
    if (kind == ErrorBars::ConfidenceInterval95) return {s.ciLow, s.ciHigh};
    return {s.mean - s.sd, s.mean + s.sd};
}

QString scoreBarsCsv(const std::vector<ScoreBar>& bars) {
    QString out = QStringLiteral("label,n,mean,sd,ci95_low,ci95_high\n");
    for (const auto& b : bars) {
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(csvText(b.label))
                   .arg(b.summary.n)
                   .arg(b.summary.mean, 0, 'g', 12)
                   .arg(b.summary.sd, 0, 'g', 12)
                   .arg(b.summary.ciLow, 0, 'g', 12)
                   .arg(b.summary.ciHigh, 0, 'g', 12);
    }
    return out;
}

}  // namespace nashlab::ui
