#include "ui/results/results_view.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>
#include <map>

#include "engine/metrics/summary_stats.h"
#include "engine/record/csv_export.h"
#include "engine/record/run_reader.h"
#include "ui/arena/seat_board.h"
#include "ui/charts/charts_panel.h"
#include "ui/common/run_model.h"

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
    bar->addWidget(open);
    bar->addWidget(csv);
    bar->addWidget(chart);
    bar->addStretch(1);
    bar->addWidget(new QLabel(tr("Session"), this));
    m_session = new QComboBox(this);
    m_session->setObjectName(QStringLiteral("sessionCombo"));
    bar->addWidget(m_session);
    layout->addLayout(bar);
    m_summary = new QLabel(tr("Open a run folder, or pick a recent run on the left."), this);
    m_summary->setObjectName(QStringLiteral("runSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    auto* replay = new QHBoxLayout;
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
    layout->addWidget(split, 1);

    connect(open, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open run folder"), m_dir);
        if (dir.isEmpty()) return;
        if (auto s = openRun(dir); !s)
            QMessageBox::warning(this, tr("Open run folder"), QString::fromStdString(s.error().message));
    });
    connect(csv, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export rounds"), QStringLiteral("rounds.csv"), tr("CSV (*.csv)"));
        if (path.isEmpty()) return;
        if (auto s = exportRoundsCsv(path); !s)
            QMessageBox::warning(this, tr("Export rounds"), QString::fromStdString(s.error().message));
    });
    connect(chart, &QPushButton::clicked, m_charts, &ChartsPanel::exportWithDialog);
    connect(m_session, &QComboBox::currentIndexChanged, this, &ResultsView::showSession);
    connect(m_slider, &QSlider::valueChanged, this, &ResultsView::showRound);
}

engine::Status ResultsView::openRun(const QString& dir) {
    auto record = engine::readRun(QDir(dir).absolutePath().toStdString());
    if (!record) return record.error();
    m_dir = QDir(dir).absolutePath();
    m_model->clear();
    for (const Json& e : record->events) m_model->addEvent(e);
    const Json& spec = record->spec;
    QString text = tr("<b>%1</b> — game <code>%2</code>, %3 rounds × %4 repetitions, seed %5<br>%6")
                       .arg(QString::fromStdString(spec.value("name", "")).toHtmlEscaped(),
                            QString::fromStdString(spec.value("game", "")))
                       .arg(spec.value("rounds", 0))
                       .arg(spec.value("repetitions", 0))
                       .arg(QString::fromStdString(spec.value("seed", Json(0)).dump()), m_dir.toHtmlEscaped());
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
    if (record->tornTail) text += QLatin1Char(' ') + tr("The last line was cut off (the run was interrupted).");
    for (const auto& [mode, values] : scores) {
        const auto sum = engine::summarize(values);
        text +=
            QStringLiteral("<br>") + tr("Score %1: %2 ± %3 (n = %4)")
                                         .arg(QString::fromStdString(mode), numberText(sum.mean), numberText(sum.sd))
                                         .arg(sum.n);
    }
    m_summary->setText(text);
    {
        const QSignalBlocker block(m_session);
        m_session->clear();
        for (const auto& s : m_model->sessions()) m_session->addItem(s.id);
    }
    showSession(0);
    emit runOpened(m_dir);
    return engine::okStatus();
}

void ResultsView::showSession(int index) {
    const auto& sessions = m_model->sessions();
    if (index < 0 || index >= static_cast<int>(sessions.size())) {
        m_board->showReplay(-1, 0);
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
