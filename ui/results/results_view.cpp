#include "ui/results/results_view.h"

#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <map>
#include <tuple>

#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/metrics/summary_stats.h"
#include "engine/metrics/treatment_comparison.h"
#include "engine/record/csv_export.h"
#include "engine/record/events.h"
#include "engine/record/run_reader.h"
#include "ui/arena/seat_board.h"
#include "ui/charts/charts_panel.h"
#include "ui/charts/score_bars_view.h"
#include "ui/charts/treatment_chart.h"
#include "ui/common/error_text.h"
#include "ui/common/phrase_text.h"
#include "ui/common/run_model.h"
#include "ui/results/design_view.h"
#include "ui/results/run_follower.h"
#include "ui/settings/app_settings.h"

namespace nashlab::ui {

using engine::Json;

ResultsView::ResultsView(QWidget* parent) : QWidget(parent), m_model(new RunModel(this)) {
    setObjectName(QStringLiteral("resultsView"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    auto* open = new QPushButton(tr("Open run folder…"), this);
    open->setObjectName(QStringLiteral("openRunButton"));
    auto* csv = new QPushButton(tr("Export rounds as CSV…"), this);
    csv->setObjectName(QStringLiteral("exportRoundsButton"));
    auto* chart = new QPushButton(tr("Export chart…"), this);
    chart->setObjectName(QStringLiteral("exportChartButton"));
    auto* import = new QPushButton(tr("Import published runs…"), this);
    import->setObjectName(QStringLiteral("importGamaBenchButton"));
    import->setToolTip(
        tr("Turn γ-Bench result files or Alympics records into run folders and open them, as "
           "nashlab-cli import does"));
    auto* importMenu = new QMenu(import);
    importMenu->setObjectName(QStringLiteral("importMenu"));
    importMenu->addAction(tr("γ-Bench result files…"), this,
                          [this] { importWithDialog(ImportFormat::GamaBench, false); });
    importMenu->addAction(tr("γ-Bench result folder…"), this,
                          [this] { importWithDialog(ImportFormat::GamaBench, true); });
    importMenu->addAction(tr("Alympics records…"), this, [this] { importWithDialog(ImportFormat::Alympics, false); });
    importMenu->addAction(tr("Alympics record folder…"), this,
                          [this] { importWithDialog(ImportFormat::Alympics, true); });
    import->setMenu(importMenu);
    bar->addWidget(open);
    bar->addWidget(import);
    bar->addWidget(csv);
    bar->addWidget(chart);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_summary = new QLabel(tr("Open a run folder, or pick a recent run on the left."), this);
    m_summary->setObjectName(QStringLiteral("runSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    // The session next to its replay slider: on the buttons' row it made the tab too wide for a
    // laptop in German.
    auto* replay = new QHBoxLayout;
    replay->addWidget(new QLabel(tr("Session"), this));
    m_session = new QComboBox(this);
    m_session->setObjectName(QStringLiteral("sessionCombo"));
    replay->addWidget(m_session);
    replay->addWidget(new QLabel(tr("Replay"), this));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("roundSlider"));
    replay->addWidget(m_slider, 1);
    m_roundLabel = new QLabel(this);
    replay->addWidget(m_roundLabel);
    layout->addLayout(replay);
    auto* split = new QSplitter(Qt::Vertical, this);
    auto* scroll = new QScrollArea(split);
    scroll->setWidgetResizable(true);
    m_board = new SeatBoard(*m_model, scroll);
    scroll->setWidget(m_board);
    m_charts = new ChartsPanel(*m_model, split);
    m_scores = new ScoreBarsView(m_charts);
    m_charts->addChartTab(m_scores, tr("Scores"), m_scores->chartView(), [this] { return m_scores->csv(); });
    m_design = new DesignView(m_charts);
    m_charts->addChartTab(m_design, tr("Treatments"), m_design->chart()->chartView(),
                          [this] { return m_design->chart()->csv(); });
    m_charts->setTabVisible(m_charts->indexOf(m_design), false);
    // The treatment chart follows the score chosen in Scores ("by treatment" or the run's score).
    // The Scores view is found by its combo's objectName: it has no signal of its own for this.
    if (auto* measure = m_scores->findChild<QComboBox*>(QStringLiteral("scoreMeasureCombo")))
        connect(measure, &QComboBox::currentIndexChanged, m_design, [this] {
            if (const QString m = treatmentMeasureOf(m_scores->measure()); !m.isEmpty())
                m_design->chart()->setMeasure(m);
        });
    split->setStretchFactor(0, 1);  // the charts get the larger share: they are what Results is read for
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    m_follower = new RunFollower(this);
    m_summaryLater = new QTimer(this);
    m_summaryLater->setSingleShot(true);
    m_summaryLater->setInterval(1000);
    connect(m_summaryLater, &QTimer::timeout, this, &ResultsView::updateSummary);
    connect(m_follower, &RunFollower::eventsAdded, this, &ResultsView::addEvents);
    connect(m_follower, &RunFollower::rewritten, this, [this] {
        if (!m_dir.isEmpty()) std::ignore = openRun(m_dir);
    });

    connect(open, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open run folder"), m_dir);
        if (dir.isEmpty()) return;
        if (auto s = openRun(dir); !s) QMessageBox::warning(this, tr("Open run folder"), errorText(s.error()));
    });
    connect(csv, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export rounds"), QStringLiteral("rounds.csv"), tr("CSV (*.csv)"));
        if (path.isEmpty()) return;
        if (auto s = exportRoundsCsv(path); !s) QMessageBox::warning(this, tr("Export rounds"), errorText(s.error()));
    });
    connect(chart, &QPushButton::clicked, m_charts, &ChartsPanel::exportWithDialog);
    connect(m_session, &QComboBox::currentIndexChanged, this, &ResultsView::showSession);
    connect(m_slider, &QSlider::valueChanged, this, &ResultsView::showRound);
}

engine::Status ResultsView::openRun(const QString& dir) {
    const QString absolute = QDir(dir).absolutePath();
    auto record = engine::readRun(absolute.toStdString());  // refuses what is not a run folder, in words
    if (!record) return record.error();
    m_dir = absolute;
    m_model->clear();
    // The model is fed from the follower's own read, so nothing written meanwhile is lost or doubled.
    for (const Json& e : m_follower->start(m_dir)) m_model->addEvent(e);
    {
        const QSignalBlocker block(m_session);
        m_session->clear();
        for (const auto& s : m_model->sessions()) m_session->addItem(s.id);
    }
    updateSummary();
    showSession(0);
    emit runOpened(m_dir);
    return engine::okStatus();
}

void ResultsView::refreshNow() { m_follower->poll(); }

void ResultsView::addEvents(const std::vector<Json>& events) {
    const int sessionsBefore = static_cast<int>(m_model->sessions().size());
    const int shown = m_session->currentIndex();
    const bool followingEnd = m_slider->value() >= m_slider->maximum();
    bool ended = false;
    for (const Json& e : events) {
        m_model->addEvent(e);
        const auto type = engine::eventTypeOf(e);
        ended = ended || type == engine::EventType::SessionFinished || type == engine::EventType::SessionAborted;
    }
    const auto& sessions = m_model->sessions();
    for (int i = sessionsBefore; i < static_cast<int>(sessions.size()); ++i)
        m_session->addItem(sessions[static_cast<std::size_t>(i)].id);
    // Someone looking at the last round of the shown session keeps seeing the newest one.
    if (shown >= 0 && shown < static_cast<int>(sessions.size())) {
        const int rounds = static_cast<int>(sessions[static_cast<std::size_t>(shown)].rounds.size());
        if (rounds != m_slider->maximum()) {
            const QSignalBlocker block(m_slider);
            m_slider->setMaximum(rounds);
            if (followingEnd) m_slider->setValue(rounds);
            showRound(m_slider->value());
        }
    }
    if (ended && !m_summaryLater->isActive()) m_summaryLater->start();
}

void ResultsView::updateSummary() {
    auto record = engine::readRun(m_dir.toStdString());
    if (!record) {
        m_summary->setText(errorText(record.error()).toHtmlEscaped());
        return;
    }
    const Json& spec = record->spec;
    const std::string gameId = spec.value("game", "");
    const engine::Game* game = engine::GameRegistry::builtin().find(gameId);
    const QString gameName = game ? gameText(game->title()) : QString::fromStdString(gameId);
    QString text = tr("<b>%1</b> — %2, %3 rounds × %4 repetitions, seed %5<br>%6")
                       .arg(QString::fromStdString(spec.value("name", "")).toHtmlEscaped(), gameName.toHtmlEscaped())
                       .arg(spec.value("rounds", 0))
                       .arg(spec.value("repetitions", 0))
                       .arg(QString::fromStdString(spec.value("seed", Json(0)).dump()),
                            QFileInfo(m_dir).fileName().toHtmlEscaped());
    m_summary->setToolTip(m_dir);  // the folder's whole path (a long path must not widen the window)
    int finished = 0;
    std::map<std::string, std::vector<double>> scores;
    for (const auto& s : record->sessions) {
        if (!s.finished) continue;
        ++finished;
        const Json sessionScores = s.finished->value("scores", Json::object());  // items() needs a living object
        for (const auto& [mode, value] : sessionScores.items())
            if (value.is_number()) scores[mode].push_back(value.get<double>());
    }
    text += QStringLiteral("<br>") + tr("%1 of %2 sessions finished.").arg(finished).arg(record->sessions.size());
    // A design plays its repetitions once per treatment.
    const Json arms = engine::designArms(spec);
    const int treatments = arms.empty() ? 1 : static_cast<int>(arms.size());
    const int planned = spec.value("repetitions", 0) * treatments;
    if (treatments > 1)
        text += QLatin1Char(' ') +
                tr("A design of %1 treatments: the Scores tab compares them (\"by treatment\").").arg(treatments);
    if (finished < planned)
        text += QLatin1Char(' ') + tr("If the run is still being written, new rounds appear here as they come.");
    if (record->tornTail) text += QLatin1Char(' ') + tr("The last line was cut off (the run was interrupted).");
    text += importSummary();
    for (const auto& [mode, values] : scores) {
        const auto sum = engine::summarize(values);
        const QString title = scoreModeTitle(mode);
        // One session has no spread to speak of: its score alone, not "± 0".
        text +=
            QStringLiteral("<br>") +
            (sum.n > 1
                 ? tr("%1: %2 ± %3 sd over %4 sessions").arg(title, numberText(sum.mean), numberText(sum.sd)).arg(sum.n)
                 : tr("%1: %2 (one session)").arg(title, numberText(sum.mean)));
    }
    m_summary->setText(text);
    auto report = engine::scoreRun(record.value(), engine::GameRegistry::builtin());
    m_scores->setReport(report ? report.value() : Json::object());
    m_design->setReport(report ? report.value() : Json::object());
    m_charts->setTabVisible(m_charts->indexOf(m_design), m_design->hasDesign());
}

void ResultsView::showSession(int index) {
    const auto& sessions = m_model->sessions();
    if (index < 0 || index >= static_cast<int>(sessions.size())) {
        m_board->showReplay(-1, 0);
        m_charts->setSession(-1);  // a run with no session yet: the last run's charts go
        return;
    }
    const int rounds = static_cast<int>(sessions[static_cast<std::size_t>(index)].rounds.size());
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, rounds);
        m_slider->setValue(rounds);
    }
    m_charts->setSession(index);
    showRound(rounds);
}

void ResultsView::showRound(int rounds) {
    m_roundLabel->setText(tr("after round %1 of %2").arg(rounds).arg(m_slider->maximum()));
    m_board->showReplay(std::max(0, m_session->currentIndex()), rounds);
}

engine::Status ResultsView::exportRoundsCsv(const QString& path) const {
    auto record = engine::readRun(m_dir.toStdString());
    if (!record) return record.error();
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return engine::Error::make("io", tr("Could not write %1: %2").arg(path, f.errorString()).toStdString());
    f.write(QByteArray::fromStdString(engine::exportRoundsCsv(record.value())));
    return engine::okStatus();
}

}  // namespace nashlab::ui
