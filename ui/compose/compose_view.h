#pragma once
// ComposeView: everything a spec holds — the game's parameters, the seats, the session settings —
// with a live preview of the exact messages a chosen seat receives, saved and opened in the same
// JSON format as nashlab-cli.
#include <QTimer>
#include <QWidget>

#include "engine/experiment/experiment_spec.h"
#include "engine/prompt/prompt_builder.h"
#include "providers/seats/cost_estimate.h"
#include "providers/seats/key_store.h"
#include "ui/settings/app_settings.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTextBrowser;

class QPushButton;

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
    QString statusText() const;

    /// Prompt templates that override the built-in ones (Settings); empty: none.
    void setTemplateDir(const QString& dir);
    /// The endpoints the seat table offers for LLM seats (Settings).
    void setEndpoints(const QList<Endpoint>& endpoints);
    /// What the composed spec would cost with the current price table (user copy over built-in).
    engine::Result<providers::CostEstimate> costEstimate() const;

signals:
    void specChanged();

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// Why a model seat of `spec` cannot be made with these keys (as Run would refuse), or "".
    QString seatProblem(const engine::ExperimentSpec& spec, providers::ResolvedKeys keys) const;
    void schedulePreview();
    QString renderPreview() const;
    QString costText(const engine::ExperimentSpec& spec) const;
    /// The messages `seat` receives in round `round` (sample rounds played before it).
    engine::Result<std::vector<engine::Message>> messagesFor(const engine::ExperimentSpec& spec, int seat,
                                                             int round) const;

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
    /// A loaded spec's treatment design, passed on as written (edited in the spec file): the
    /// summary says what it plays, the button drops it.
    engine::Json m_treatments;
    QLabel* m_design;
    QPushButton* m_dropDesign;
    void showDesign(const engine::ExperimentSpec& spec);
    QSpinBox* m_previewSeat;
    QComboBox* m_previewRound;
    QTextBrowser* m_preview;
    QLabel* m_status;
    QTimer m_previewTimer;
    bool m_previewStale = false;   ///< the spec changed while the tab was hidden
    quint64 m_readinessCheck = 0;  ///< the latest key check: an older answer is dropped
    engine::PromptBuilder m_prompts;
};

}  // namespace nashlab::ui
