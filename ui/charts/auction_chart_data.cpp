#include "ui/charts/auction_chart_data.h"

#include <QCoreApplication>
#include <cmath>
#include <limits>
#include <map>

#include "ui/charts/chart_data.h"
#include "ui/common/run_model.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

using engine::Json;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

QString q(const std::string& s) { return QString::fromStdString(s); }

QString csvCell(double v) { return std::isnan(v) ? QString() : QString::number(v, 'g', 12); }

int itemIndex(QStringList& items, const QString& name, int numberHint) {
    int i = static_cast<int>(items.indexOf(name));
    if (i >= 0) return i;
    // Items first seen in a bid round (no plan round listed them): keep the auction order.
    while (items.size() < numberHint - 1) items.append(QString());
    if (numberHint >= 1 && numberHint <= items.size() && items[numberHint - 1].isEmpty()) {
        items[numberHint - 1] = name;
        return numberHint - 1;
    }
    items.append(name);
    return static_cast<int>(items.size()) - 1;
}

}  // namespace

QString shortItemName(const QString& item) {
    const QString last = item.section(QLatin1Char(' '), -1);
    if (!last.isEmpty() && last.size() <= 3 && last != item) return last;
    return item.left(3);
}

AuctionChartData AuctionChartData::from(const SessionView& session) {
    AuctionChartData d;
    const std::size_t n = session.seats.size();
    // Item order: a planning round lists the items still to come; bid rounds name theirs.
    for (const auto& r : session.rounds)
        if (r.publicReport.contains("remaining_items") && r.publicReport.value("step", -1) == 0) {
            for (const auto& name : r.publicReport.at("remaining_items")) d.items.append(q(name.get<std::string>()));
            break;
        }
    std::vector<Json> current(n);                  // per seat: the plan in force
    std::map<int, std::map<int, Json>> snapshots;  // seat -> step -> plan
    for (std::size_t s = 0; s < n; ++s) {
        SeatSeries base{session.seats[s].name, seatColor(static_cast<int>(s)), {}};
        d.profit.push_back(base);
    }
    std::map<int, std::set<int>> won;
    for (const auto& r : session.rounds) {
        const Json& p = r.publicReport;
        const std::string phase = p.value("phase", "bid");
        if (phase == "plan" || phase == "replan") {
            const int step = p.value("step", 0);
            for (std::size_t s = 0; s < n && s < r.privateReports.size(); ++s) {
                const Json priorities = r.privateReports[s].value("priorities", Json());
                if (!priorities.is_object()) continue;
                if (!current[s].is_object()) current[s] = Json::object();
                for (const auto& [item, v] : priorities.items()) current[s][item] = v;
                snapshots[static_cast<int>(s)][step] = current[s];
            }
            continue;
        }
        if (phase != "bid" || !p.contains("item")) continue;
        const int item = itemIndex(d.items, q(p.at("item").get<std::string>()), p.value("item_number", 0));
        while (d.ladders.size() <= static_cast<std::size_t>(item)) d.ladders.push_back({});
        ItemLadder& ladder = d.ladders[static_cast<std::size_t>(item)];
        if (ladder.bids.empty()) {
            ladder.item = q(p.at("item").get<std::string>());
            ladder.startPrice = p.value("start_price", 0.0);
            ladder.trueValue = kNaN;
            ladder.bids.assign(n, {});
            ladder.withdrewAt.assign(n, -1);
        }
        const int round = p.value("bidding_round", 0);
        const Json bids = p.value("bids", Json::array());
        for (std::size_t s = 0; s < n; ++s) {
            auto& row = ladder.bids[s];
            if (row.size() <= static_cast<std::size_t>(round)) row.resize(static_cast<std::size_t>(round) + 1, kNaN);
            if (s >= bids.size()) continue;
            if (bids[s].is_number())
                row[static_cast<std::size_t>(round)] = bids[s].get<double>();
            else if (bids[s].is_string() && ladder.withdrewAt[s] < 0)
                ladder.withdrewAt[s] = round;
        }
        const std::string status = p.value("status", "open");
        if (status == "open") continue;
        // The item closed: its outcome, and every bidder's profit after it.
        if (status == "sold" && p.value("sale", Json()).is_object()) {
            const Json& sale = p.at("sale");
            const int winner = sale.value("winner", -1);
            won[winner].insert(item);
            ladder.trueValue = sale.value("true_value", kNaN);
            ladder.outcome = QCoreApplication::translate("AuctionCharts", "sold to %1 for %2")
                                 .arg(winner >= 0 && static_cast<std::size_t>(winner) < n
                                          ? session.seats[static_cast<std::size_t>(winner)].name
                                          : QString::number(winner + 1),
                                      numberText(sale.value("price", 0.0)));
        } else {
            ladder.outcome = QCoreApplication::translate("AuctionCharts", "unsold");
        }
        ++d.itemsClosed;
        for (std::size_t s = 0; s < n; ++s)
            d.profit[s].values.push_back(s < r.cumulative.size() ? r.cumulative[s] : kNaN);
        // A plan stays in force until the next replan (static planners never replan).
        for (std::size_t s = 0; s < n; ++s)
            if (current[s].is_object()) snapshots[static_cast<int>(s)][d.itemsClosed] = current[s];
    }
    const auto m = static_cast<std::size_t>(d.items.size());
    for (const auto& [seat, steps] : snapshots) {
        BidderPlan plan;
        plan.seat = seat;
        plan.name = session.seats[static_cast<std::size_t>(seat)].name;
        plan.colour = seatColor(seat);
        plan.won = won[seat];
        for (const auto& [step, priorities] : steps) {
            if (step >= static_cast<int>(m)) continue;  // nothing left to rate after the last item
            if (plan.priority.size() <= static_cast<std::size_t>(step))
                plan.priority.resize(static_cast<std::size_t>(step) + 1, std::vector<double>(m, kNaN));
            auto& row = plan.priority[static_cast<std::size_t>(step)];
            for (std::size_t i = static_cast<std::size_t>(step); i < m; ++i) {
                const std::string name = d.items[static_cast<qsizetype>(i)].toStdString();
                if (priorities.contains(name) && priorities.at(name).is_number())
                    row[i] = priorities.at(name).get<double>();
            }
        }
        d.plans.push_back(std::move(plan));
    }
    return d;
}

QString AuctionChartData::heatmapCsv() const {
    QString out = QStringLiteral("bidder,seat,step,item,priority,won\n");
    for (const auto& p : plans)
        for (std::size_t step = 0; step < p.priority.size(); ++step)
            for (std::size_t i = 0; i < p.priority[step].size(); ++i) {
                if (std::isnan(p.priority[step][i])) continue;
                out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                           .arg(csvText(p.name))
                           .arg(p.seat + 1)
                           .arg(step)
                           .arg(csvText(items[static_cast<qsizetype>(i)]))
                           .arg(p.priority[step][i])
                           .arg(p.won.count(static_cast<int>(i)) ? 1 : 0);
            }
    return out;
}

QString AuctionChartData::profitCsv() const {
    QStringList header{QStringLiteral("item")};
    for (const auto& s : profit) header << csvText(s.name);
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int i = 0; i < itemsClosed; ++i) {
        QStringList row{csvText(items.value(i))};
        for (const auto& s : profit)
            row << (static_cast<std::size_t>(i) < s.values.size() ? csvCell(s.values[static_cast<std::size_t>(i)])
                                                                  : QString());
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QString AuctionChartData::ladderCsv() const {
    QStringList header{QStringLiteral("item"), QStringLiteral("bidding_round")};
    for (const auto& s : profit) header << csvText(s.name);
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const auto& ladder : ladders) {
        std::size_t rounds = 0;
        for (const auto& b : ladder.bids) rounds = std::max(rounds, b.size());
        for (std::size_t r = 0; r < rounds; ++r) {
            QStringList row{csvText(ladder.item), QString::number(r + 1)};
            for (const auto& b : ladder.bids) row << (r < b.size() ? csvCell(b[r]) : QString());
            out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return out;
}

}  // namespace nashlab::ui
