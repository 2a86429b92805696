#include "app/cli/progress_bar.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

namespace nashlab::cli {

ProgressBar::ProgressBar() : m_enabled(isatty(fileno(stderr)) != 0) {}

void ProgressBar::update(const engine::ExperimentProgress& p) {
    if (m_firstRound < 0) m_firstRound = p.roundsDone;  // a resumed run starts part-way
    if (!m_enabled || p.roundsTotal <= 0) return;
    // Redraw at most every 50 ms (and at the end): a fast bot batch must not be slowed by the terminal.
    const auto now = std::chrono::steady_clock::now();
    if (p.roundsDone < p.roundsTotal && now - m_last < std::chrono::milliseconds(50)) return;
    m_last = now;
    const int width = 30;
    const auto filled = static_cast<int>(width * p.roundsDone / p.roundsTotal);
    std::string extra;
    if (m_budget > 0)
        extra +=
            " spent " + engine::formatNumber(m_spent, 4) + "/" + engine::formatNumber(m_budget, 4) + " " + m_currency;
    extra += remaining(p, now);
    std::fprintf(stderr, "\r[%s%s] round %lld/%lld  session %d/%d%s ",
                 std::string(static_cast<std::size_t>(filled), '#').c_str(),
                 std::string(static_cast<std::size_t>(width - filled), '.').c_str(), p.roundsDone, p.roundsTotal,
                 std::min(p.sessionsEnded + 1, p.sessionsTotal), p.sessionsTotal, extra.c_str());
    std::fflush(stderr);
}

void ProgressBar::finish() {
    if (m_enabled) std::fprintf(stderr, "\n");
}

std::string ProgressBar::remaining(const engine::ExperimentProgress& p,
                                   std::chrono::steady_clock::time_point now) const {
    const long long played = p.roundsDone - m_firstRound;
    const double elapsed = std::chrono::duration<double>(now - m_start).count();
    if (played <= 0 || elapsed < 1 || p.roundsDone >= p.roundsTotal) return {};
    const auto left = static_cast<long long>(elapsed / static_cast<double>(played) *
                                             static_cast<double>(p.roundsTotal - p.roundsDone));
    return left >= 60 ? "  ~" + std::to_string(left / 60) + "m " + std::to_string(left % 60) + "s left"
                      : "  ~" + std::to_string(left) + "s left";
}

}  // namespace nashlab::cli
