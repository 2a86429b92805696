#pragma once
// ResultsView: a run folder read back (also one still being written): its summary and scores,
// a round-by-round replay in the arena's seat panels, the charts, and exports.
#include <QWidget>

#include <vector>

#include "engine/core/json.h"
#include "engine/core/result.h"

class QComboBox;
class QLabel;
class QSlider;
class QTimer;

namespace nashlab::ui {

class ChartsPanel;
class DesignView;
class RunFollower;
class RunModel;
class ScoreBarsView;
class SeatBoard;

class ResultsView final : public QWidget {
    Q_OBJECT

public:
    explicit ResultsView(QWidget* parent = nullptr);

    /// Opens a run folder, also one still being written: new rounds and sessions appear as they
    /// are recorded.
    engine::Status openRun(const QString& dir);
    /// Imports γ-Bench result files as run folders under `runsDir` (as `nashlab-cli import
    /// gamabench`) and opens the last one; returns the folders. The error names each file that
    /// failed and what to do about it.
    engine::Result<QStringList> importGamaBench(const QStringList& files, const QString& runsDir) {
        return importRecords(ImportFormat::GamaBench, files, runsDir);
    }
    /// Published runs the window can import (nashlab-cli import gamabench|alympics).
    enum class ImportFormat { GamaBench, Alympics };
    /// Imports files or folders of `format` under `runsDir` and opens the last run imported; returns
    /// the folders. The error names each file refused and why; `notes` (if given) receives the days
    /// where an imported record disagrees with the rules.
    engine::Result<QStringList> importRecords(ImportFormat format, const QStringList& paths, const QString& runsDir,
                                              QStringList* notes = nullptr);
    QString runDir() const { return m_dir; }
    /// Writes the rounds table (the CLI's `export` CSV) of the open run.
    engine::Status exportRoundsCsv(const QString& path) const;

    RunModel* model() const { return m_model; }
    SeatBoard* board() const { return m_board; }
    ChartsPanel* charts() const { return m_charts; }
    QSlider* roundSlider() const { return m_slider; }
    ScoreBarsView* scoreBars() const { return m_scores; }
    /// A design's treatments (measure by treatment, model ranks); its tab shows for designs only.
    DesignView* design() const { return m_design; }
    /// Reads what was appended to the open run now instead of at the next look (tests).
    void refreshNow();

signals:
    void runOpened(const QString& dir);

private:
    void showSession(int index);
    void showRound(int rounds);
    void updateSummary();
    void addEvents(const std::vector<engine::Json>& events);
    void importWithDialog(ImportFormat format, bool folder);
    /// What import.json (an imported run's report) says about the open run, as HTML lines.
    QString importSummary() const;

    RunModel* m_model;
    QString m_dir;
    QLabel* m_summary;
    QComboBox* m_session;
    QSlider* m_slider;
    QLabel* m_roundLabel;
    SeatBoard* m_board;
    ChartsPanel* m_charts;
    ScoreBarsView* m_scores;
    DesignView* m_design;
    RunFollower* m_follower;
    QTimer* m_summaryLater;  // a finished session re-scores the run, at most once a second
};

}  // namespace nashlab::ui
