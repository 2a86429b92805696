#pragma once
// The numbers behind the english_auction views, read from a session's rounds (so a live run and a
// reopened run folder give the same tables): per bidder the priority it gave each item at each
// planning step, the items it won, its profit after each item, and every bid on every item.
#include <QString>
#include <QStringList>
#include <set>
#include <vector>

#include "ui/charts/chart_data.h"

namespace nashlab::ui {

struct SessionView;

struct BidderPlan {
    int seat = 0;
    QString name;
    QColor colour;
    /// [step][item]: the priority (1–3) in force at planning step `step` — 0 is the plan made before
    /// the auction, k the plan after item k — or NaN for items already auctioned or never rated.
    std::vector<std::vector<double>> priority;
    std::set<int> won;  ///< indices of the items this bidder bought
};

struct ItemLadder {
    QString item;
    double startPrice = 0.0;
    double trueValue = 0.0;  ///< NaN until the sale reveals it
    QString outcome;         ///< "sold to …", "unsold" or empty while open
    /// [seat][bidding round]: the bid, or NaN when the seat did not bid in that round.
    std::vector<std::vector<double>> bids;
    std::vector<int> withdrewAt;  ///< per seat: the bidding round it withdrew in, or -1
};

struct AuctionChartData {
    QStringList items;               ///< in auction order
    std::vector<BidderPlan> plans;   ///< bidders that planned, in seat order
    std::vector<SeatSeries> profit;  ///< per seat: cumulative profit after item 1, 2, …
    std::vector<ItemLadder> ladders;
    int itemsClosed = 0;

    bool empty() const { return items.isEmpty(); }
    static AuctionChartData from(const SessionView& session);

    QString heatmapCsv() const;  ///< bidder,seat,step,item,priority,won
    QString profitCsv() const;   ///< item,<bidder>…
    QString ladderCsv() const;   ///< item,bidding_round,<bidder>…
};

/// A short column label for an item: "A" for "Widget A", else its first three letters.
QString shortItemName(const QString& item);

}  // namespace nashlab::ui
