#include "ui/tournament/tournament_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include "engine/tournament/pairing.h"
#include "engine/tournament/tournament_report.h"
#include "providers/config/app_paths.h"
#include "ui/common/error_text.h"
#include "ui/common/presentation.h"
#include "ui/tournament/game_strip.h"
#include "ui/tournament/leaderboard_table.h"
#include "ui/tournament/strength_chart.h"
#include "ui/tournament/tournament_form.h"
#include "ui/tournament/tournament_job.h"

namespace nashlab::ui {

TournamentView::TournamentView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("tournamentView"));
    auto* layout = new QVBoxLayout(this);
    m_form = new TournamentForm(this);
    layout->addWidget(m_form);
    auto* bar = new QHBoxLayout;
    m_run = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("Run tournament"), this);
    m_run->setObjectName(QStringLiteral("tournamentRun"));
    m_stop = new QPushButton(style()->standardIcon(QStyle::SP_MediaStop), tr("Stop"), this);
    m_stop->setObjectName(QStringLiteral("tournamentStop"));
    m_stop->setToolTip(tr("No new game starts; the folder can be resumed with nashlab-cli tournament --resume"));
    m_stop->setEnabled(false);
    m_status = new QLabel(tr("Pick environments and at least two entrants, then Run."), this);
    m_status->setObjectName(QStringLiteral("tournamentStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    bar->addWidget(m_run);
    bar->addWidget(m_stop);
    bar->addWidget(m_status, 1);
    layout->addLayout(bar);

    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto* envRow = new QHBoxLayout;
    envRow->addWidget(new QLabel(tr("Leaderboard of"), left));
    m_environment = new QComboBox(left);
    m_environment->setObjectName(QStringLiteral("leaderboardEnvironment"));
    envRow->addWidget(m_environment, 1);
    leftLayout->addLayout(envRow);
    m_table = new LeaderboardTable(left);
    leftLayout->addWidget(m_table, 1);
    m_chart = new StrengthChart(split);
    m_chart->setPlaceholder(tr("Each environment's chart appears when the tournament ends"));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    layout->addWidget(new QLabel(tr("Latest games (click one to open it in the Arena)"), this));
    m_games = new GameStrip(this);
    m_games->setMinimumHeight(160);  // a small board and three lines: the number, the two sides
    layout->addWidget(m_games);

    m_job = new TournamentJob(this);
    connect(m_run, &QPushButton::clicked, this, &TournamentView::run);
    connect(m_stop, &QPushButton::clicked, m_job, &TournamentJob::stop);
    connect(m_environment, &QComboBox::currentIndexChanged, this, [this] {
        showStandings();
        showChart();
    });
    connect(m_games, &GameStrip::openGame, this, &TournamentView::openGame);
    connect(m_job, &TournamentJob::gameStarted, this, [this](int game, int env, int first, int second) {
        const auto& spec = m_job->spec();
        if (env < 0 || first < 0 || second < 0) return;
        const auto name = [&](int i) {
            return QString::fromStdString(spec.entrants[static_cast<std::size_t>(i)].name);
        };
        const engine::Environment& e = spec.environments[static_cast<std::size_t>(env)];
        const QString gameId = QString::fromStdString(e.game);
        QString label;  // two lines under the small box: it stays narrow
        if (e.format == engine::Format::SelfPlay)
            label = tr("%1\n(self-play)").arg(name(first));
        else if (e.format == engine::Format::VersusField)
            label = tr("%1\nvs the field").arg(name(first));
        else if (presentationOf(gameId).kind == engine::Presentation::Kind::GridBoard)
            label = tr("X %1\nO %2").arg(name(first), name(second));
        else
            label = tr("%1\nvs %2").arg(name(first), name(second));
        m_games->gameStarted(game, gameId, label);
    });
    connect(
        m_job, &TournamentJob::resultApplied, this,
        [this](const engine::GameResult& r, const engine::Standings& standings) {
            m_standings = standings;
            m_games->gameFinished(r.index);
            const int done = static_cast<int>(standings.results().size());
            m_status->setText(
                tr("%1 of %2 games played — %3").arg(done).arg(engine::plannedGames(m_job->spec())).arg(m_job->dir()));
            showStandings();
            emit leaderboardUpdated(done);
        });
    connect(m_job, &TournamentJob::finished, this, &TournamentView::onFinished);
    connect(m_job, &TournamentJob::started, this, &TournamentView::onStarted);
    connect(m_job, &TournamentJob::startFailed, this, &TournamentView::onStartFailed);
}

TournamentView::~TournamentView() = default;

bool TournamentView::run() {
    auto started = m_job->start(m_form->spec(), providers::AppPaths::resolve().runs);
    if (!started) {
        m_status->setText(tr("Cannot start: %1").arg(errorText(started.error())));
        return false;
    }
    m_run->setEnabled(false);
    m_stop->setEnabled(true);
    // Model entrants: the tournament starts once their keys are read (started() or startFailed()).
    if (m_job->lookingUpKeys()) m_status->setText(tr("Looking up the model entrants' API keys…"));
    return true;
}

void TournamentView::onStarted(const QString& dir) {
    m_report = engine::Json();
    m_standings.reset();
    m_chart->setReportRows(engine::Json::array());
    m_games->clear(dir);
    {
        const QSignalBlocker block(m_environment);
        m_environment->clear();
        for (const auto& e : m_job->spec().environments) m_environment->addItem(QString::fromStdString(e.name));
        // LLMArena's Table 1 across them all.
        if (m_job->spec().environments.size() > 1) m_environment->addItem(tr("All, normalised"));
    }
    m_table->clear();
    m_status->setText(tr("Playing… — %1").arg(dir));
}

void TournamentView::onStartFailed(const QString& reason) {
    m_run->setEnabled(true);
    m_stop->setEnabled(false);
    m_status->setText(reason.isEmpty() ? tr("Stopped before the first game.") : tr("Cannot start: %1").arg(reason));
}

bool TournamentView::showingNormalised() const {
    return m_environment->currentIndex() == static_cast<int>(m_job->spec().environments.size());
}

void TournamentView::showStandings() {
    const int env = m_environment->currentIndex();
    if (!m_standings || env < 0) return;
    const auto& spec = m_job->spec();
    // The normalised table has a column per environment: it takes the chart's room too.
    m_chart->setVisible(!showingNormalised());
    if (showingNormalised()) {
        const int reference = engine::referenceEntrant(spec, "");
        m_table->showNormalised(spec, engine::normalisedScores(spec, *m_standings, std::max(0, reference)));
        return;
    }
    if (env >= m_standings->environments()) return;
    m_table->show(spec, *m_standings, env);
}

void TournamentView::showChart() {
    const int env = m_environment->currentIndex();
    const engine::Json envs =
        m_report.is_object() ? m_report.value("environments", engine::Json::array()) : engine::Json::array();
    if (env < 0 || env >= static_cast<int>(envs.size())) {
        m_chart->setReportRows(engine::Json::array());
        return;
    }
    const engine::Json& table = envs[static_cast<std::size_t>(env)];
    m_chart->setReportRows(table.value("entrants", engine::Json::array()), table.value("metric", "trueskill"));
}

void TournamentView::onFinished(const engine::Json& report) {
    m_run->setEnabled(true);
    m_stop->setEnabled(false);
    m_games->refreshNow();
    const std::string error = report.value("error", std::string());
    if (!error.empty()) {
        m_status->setText(tr("The tournament's record could not be read: %1").arg(QString::fromStdString(error)));
        return;
    }
    m_report = report;
    if (!m_job->errors().isEmpty())
        m_status->setText(tr("Stopped after %1 games: %2 — continue with nashlab-cli tournament --resume %3")
                              .arg(report.value("games_played", 0))
                              .arg(m_job->errors().first(), m_job->dir()));
    else
        m_status->setText(tr("Finished: %1 games — %2").arg(report.value("games_played", 0)).arg(m_job->dir()));
    showChart();
    emit tournamentFinished(m_job->dir());
}

}  // namespace nashlab::ui
