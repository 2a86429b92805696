#pragma once
// ComposeView: everything a spec holds — the game's parameters, the seats, the session settings —
// with a live preview of the exact messages a chosen seat receives, saved and opened in the same
// JSON format as nashlab-cli.
#include <QTimer>
#include <QWidget>

#include "engine/experiment/experiment_spec.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTextBrowser;

namespace nashlab::ui {

class ParamForm;
class SeatTable;

class ComposeView final : public QWidget {
    Q_OBJECT

public:
    explicit ComposeView(const engine::GameRegistry& registry, QWidget* parent = nullptr);

    /// A fresh spec for a game: default parameters, rounds and seats.
    void newSpec(const QString& gameId);
    /// Loads a spec (a preset, a file, a run's spec.json); the error names the problem.
    engine::Status loadSpec(const engine::Json& spec);
    engine::Status openFile(const QString& path);
    engine::Status saveFile(const QString& path) const;

    /// The spec as the form holds it, in the file format (not yet resolved).
    engine::Json specJson() const;
    /// Parsed and resolved, exactly as the CLI would.
    engine::Result<engine::ExperimentSpec> spec() const;
    QString gameId() const { return m_game; }

    ParamForm* paramForm() const { return m_params; }
    SeatTable* seatTable() const { return m_seats; }
    void refreshPreviewNow();
    QString previewText() const;

signals:
    void specChanged();

private:
    void schedulePreview();
    QString renderPreview() const;

    const engine::GameRegistry& m_registry;
    QString m_game;
    QLabel* m_title;
    QLabel* m_about;
    QLineEdit* m_name;
    ParamForm* m_params;
    SeatTable* m_seats;
    QSpinBox* m_rounds;
    QSpinBox* m_repetitions;
    QSpinBox* m_seed;
    QSpinBox* m_history;
    QSpinBox* m_attempts;
    QCheckBox* m_feedback;
    QComboBox* m_fallback;
    QCheckBox* m_cot;
    QSpinBox* m_previewSeat;
    QComboBox* m_previewRound;
    QTextBrowser* m_preview;
    QLabel* m_status;
    QTimer m_previewTimer;
};

}  // namespace nashlab::ui
