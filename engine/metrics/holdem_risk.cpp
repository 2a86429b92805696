#include "engine/metrics/holdem_risk.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "engine/games/holdem_nl/cards.h"
#include "engine/games/holdem_nl/equity.h"

namespace nashlab::engine {
namespace {

constexpr const char* kActions[] = {"fold", "check_call", "raise_half_pot", "raise_pot", "all_in"};

std::vector<std::string> strings(const Json& j, std::size_t count) {
    std::vector<std::string> out;
    if (j.is_array())
        for (const auto& c : j)
            if (c.is_string() && out.size() < count) out.push_back(c.get<std::string>());
    return out;
}

std::string seatName(const SessionRecord& s, int seat) {
    const Json& seats = s.started.contains("seats") ? s.started["seats"] : Json();
    if (seats.is_array() && seat < static_cast<int>(seats.size()) && seats[static_cast<std::size_t>(seat)].is_object())
        return seats[static_cast<std::size_t>(seat)].value("name", "seat " + std::to_string(seat + 1));
    return "seat " + std::to_string(seat + 1);
}

std::string escapeXml(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '&')
            out += "&amp;";
        else if (c == '"')
            out += "&quot;";
        else
            out += c;
    }
    return out;
}

std::string fixed(double x, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    return buf;
}

}  // namespace

Result<RiskReport> holdemRisk(const RunRecord& run, int samples, std::uint64_t seed) {
    if (run.spec.value("game", std::string()) != "holdem_nl")
        return Error::make("invalid_value", "the risk assessment reads a holdem_nl run; '" + run.dir + "' is a " +
                                                run.spec.value("game", std::string("?")) + " run");
    if (samples < 10 || samples > 1000000)
        return Error::make("invalid_value", "samples must be from 10 to 1000000, got " + std::to_string(samples));
    RiskReport report;
    report.samples = samples;
    for (const auto& session : run.sessions) {
        bool seen[2] = {false, false};
        for (const auto& round : session.rounds) {
            const Json& pub = round.publicReport;
            if (pub.value("stage", std::string()) != "flop") continue;
            const int seat = pub.value("seat", -1);
            if (seat < 0 || seat > 1 || seen[seat] || pub.value("forfeited", false) || pub.value("conceded", false))
                continue;
            const auto flop = strings(pub.value("board", Json()), 3);
            const Json& mine = round.privateReports.is_array() && round.privateReports.size() > 1
                                   ? round.privateReports[static_cast<std::size_t>(seat)]
                                   : Json();
            const auto hole = strings(mine.value("hole_cards", Json()), 2);
            auto holeCards = games::holdem::parseCodes(hole.empty() ? "" : hole[0] + " " + hole[1]);
            auto flopCards = games::holdem::parseCodes(flop.size() == 3 ? flop[0] + " " + flop[1] + " " + flop[2] : "");
            if (hole.size() != 2 || flop.size() != 3 || !holeCards || !flopCards) continue;
            seen[seat] = true;
            Rng rng = Rng(seed).split(session.id + "/" + std::to_string(seat));
            RiskSpot spot{session.id,
                          seat,
                          seatName(session, seat),
                          hole,
                          flop,
                          games::holdem::monteCarloEquity(*holeCards, *flopCards, samples, rng).winRate,
                          pub.value("action", std::string())};
            report.spots.push_back(std::move(spot));
        }
    }
    if (report.spots.empty())
        return Error::make("invalid_value", "'" + run.dir + "' holds no decision on the flop to assess");
    std::map<std::string, std::map<std::string, std::vector<double>>> rates;
    std::vector<std::string> order;
    for (const auto& s : report.spots) {
        if (!rates.count(s.seatName)) order.push_back(s.seatName);
        rates[s.seatName][s.action].push_back(s.winRate);
    }
    for (const auto& name : order) {
        std::vector<RiskAction> actions;
        for (const char* a : kActions) {
            const auto found = rates[name].find(a);
            if (found == rates[name].end()) continue;
            const auto& xs = found->second;
            double mean = 0;
            for (double x : xs) mean += x;
            mean /= static_cast<double>(xs.size());
            double var = 0;
            for (double x : xs) var += (x - mean) * (x - mean);
            const double n = static_cast<double>(xs.size());
            const double se = xs.size() > 1 ? std::sqrt(var / (n - 1) / n) : 0.0;
            actions.push_back({a, static_cast<int>(xs.size()), mean, se});
        }
        report.bySeat.emplace_back(name, std::move(actions));
    }
    return report;
}

Json RiskReport::toJson() const {
    Json seats = Json::array();
    for (const auto& [name, actions] : bySeat) {
        Json rows = Json::array();
        for (const auto& a : actions)
            rows.push_back({{"action", a.action},
                            {"spots", a.spots},
                            {"mean_win_rate", a.meanWinRate},
                            {"standard_error", a.standardError}});
        seats.push_back({{"seat", name}, {"actions", rows}});
    }
    Json list = Json::array();
    for (const auto& s : spots)
        list.push_back({{"session", s.session},
                        {"seat", s.seat},
                        {"seat_name", s.seatName},
                        {"hole", s.hole},
                        {"flop", s.flop},
                        {"win_rate", s.winRate},
                        {"action", s.action}});
    return {{"samples", samples}, {"seats", seats}, {"spots", list}};
}

std::string RiskReport::svgChart() const {
    // Bars per action, grouped by seat; colours from the Okabe–Ito palette the window uses.
    static const char* colours[] = {"#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00"};
    const int barW = 64, gap = 18, groupGap = 36, left = 60, top = 40, plotH = 260;  // room for "raise_half_pot"
    int bars = 0;
    for (const auto& seat : bySeat) bars += static_cast<int>(seat.second.size());
    // Wide enough for the bars and for the title line above them.
    const int width = std::max(640, left + bars * (barW + gap) + static_cast<int>(bySeat.size()) * groupGap + 20);
    const int height = top + plotH + 90;
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
                      std::to_string(height) + "\" font-family=\"sans-serif\" font-size=\"12\">\n";
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    svg += "<text x=\"" + std::to_string(left) +
           "\" y=\"22\" font-size=\"14\">Mean win rate of the flop spot, by action chosen (" + std::to_string(samples) +
           " Monte-Carlo deals per spot)</text>\n";
    for (int t = 0; t <= 4; ++t) {  // the axis: 0 to 100 %
        const int y = top + plotH - plotH * t / 4;
        svg += "<line x1=\"" + std::to_string(left) + "\" x2=\"" + std::to_string(width - 10) + "\" y1=\"" +
               std::to_string(y) + "\" y2=\"" + std::to_string(y) + "\" stroke=\"#ddd\"/>\n";
        svg += "<text x=\"" + std::to_string(left - 6) + "\" y=\"" + std::to_string(y + 4) + "\" text-anchor=\"end\">" +
               std::to_string(25 * t) + "%</text>\n";
    }
    int x = left + gap;
    for (std::size_t g = 0; g < bySeat.size(); ++g) {
        const auto& [name, actions] = bySeat[g];
        const int groupStart = x;
        for (std::size_t i = 0; i < actions.size(); ++i) {
            const auto& a = actions[i];
            const int h = static_cast<int>(std::lround(a.meanWinRate * plotH));
            const int y = top + plotH - h;
            const int slot = static_cast<int>(
                std::find_if(std::begin(kActions), std::end(kActions), [&](const char* k) { return a.action == k; }) -
                std::begin(kActions));
            svg += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" +
                   std::to_string(barW) + "\" height=\"" + std::to_string(h) + "\" fill=\"" + colours[slot % 6] +
                   "\"><title>" +
                   escapeXml(name + ", " + a.action + ": " + fixed(100 * a.meanWinRate, 1) + "% over " +
                             std::to_string(a.spots) + " spots") +
                   "</title></rect>\n";
            const int e = static_cast<int>(std::lround(a.standardError * plotH));
            const int cx = x + barW / 2;
            svg += "<line x1=\"" + std::to_string(cx) + "\" x2=\"" + std::to_string(cx) + "\" y1=\"" +
                   std::to_string(y - e) + "\" y2=\"" + std::to_string(y + e) + "\" stroke=\"black\"/>\n";
            svg += "<text x=\"" + std::to_string(cx) + "\" y=\"" + std::to_string(top + plotH + 14) +
                   "\" text-anchor=\"middle\" font-size=\"10\">" + escapeXml(a.action) + "</text>\n";
            svg += "<text x=\"" + std::to_string(cx) + "\" y=\"" + std::to_string(top + plotH + 27) +
                   "\" text-anchor=\"middle\" font-size=\"10\">n=" + std::to_string(a.spots) + "</text>\n";
            x += barW + gap;
        }
        svg += "<text x=\"" + std::to_string((groupStart + x - gap) / 2) + "\" y=\"" +
               std::to_string(top + plotH + 50) + "\" text-anchor=\"middle\" font-weight=\"bold\">" + escapeXml(name) +
               "</text>\n";
        x += groupGap;
    }
    svg += "</svg>\n";
    return svg;
}

}  // namespace nashlab::engine
