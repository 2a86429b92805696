#pragma once
// ResultsView: a run folder read back (also one still being written): its summary and scores,
// a round-by-round replay in the arena's seat panels, the charts, and exports.
#include <QWidget>

#include "engine/core/result.h"

class QComboBox;
class QLabel;
class QSlider;

namespace nashlab::ui {

class ChartsPanel;
class RunModel;
class SeatBoard;

class ResultsView final : public QWidget {
    Q_OBJECT

public:
    explicit ResultsView(QWidget* parent = nullptr);

    engine::Status openRun(const QString& dir);
    QString runDir() const { return m_dir; }
    /// Writes the rounds table (the CLI's `export` CSV) of the open run.
    engine::Status exportRoundsCsv(const QString& path) const;

    RunModel* model() const { return m_model; }
    SeatBoard* board() const { return m_board; }
    ChartsPanel* charts() const { return m_charts; }
    QSlider* roundSlider() const { return m_slider; }

signals:
    void runOpened(const QString& dir);

private:
    void showSession(int index);
    void showRound(int rounds);

    RunModel* m_model;
    QString m_dir;
    QLabel* m_summary;
    QComboBox* m_session;
    QSlider* m_slider;
    QLabel* m_roundLabel;
    SeatBoard* m_board;
    ChartsPanel* m_charts;
};

}  // namespace nashlab::ui
