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
#include "ui/common/seat_services.h"
#include "ui/settings/app_settings.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTextBrowser;

namespace nashlab::ui {

class DesignPanel;
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
    DesignPanel* designPanel() const { return m_design; }
    /// Whether the composed spec parses, so Run can start it (runnableChanged says when it turns).
    bool runnable() const { return m_runnable; }
    void refreshPreviewNow();
    QString previewText() const;
    QString statusText() const;

    /// Prompt templates that override the built-in ones (Settings); empty: none.
    void setTemplateDir(const QString& dir);
    /// The endpoints the seat table offers for LLM seats (Settings).
    void setEndpoints(const QList<Endpoint>& endpoints);
    /// How model seats are checked, their keys looked up and priced (the program's composition).
    void setSeatServices(SeatServices services);
    /// What the composed spec would cost with the current price table (user copy over built-in);
    /// a design's is the sum over its treatments.
    engine::Result<providers::CostEstimate> costEstimate() const;

signals:
    void specChanged();
    /// The composed spec became runnable or stopped being so; `reason` is the engine's error.
    void runnableChanged(bool runnable, const QString& reason);

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// Why a model seat of `spec` cannot be made with these keys (as Run would refuse), or "".
    QString seatProblem(const engine::ExperimentSpec& spec, providers::ResolvedKeys keys) const;
    void schedulePreview();
    QString renderPreview() const;
    QString costText(const providers::CostEstimate& estimate) const;
    /// The messages `seat` receives in round `round` (sample rounds played before it).
    engine::Result<std::vector<engine::Message>> messagesFor(const engine::ExperimentSpec& spec, int seat,
                                                             int round) const;

    const engine::GameRegistry& m_registry;
    SeatServices m_services;
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
    QDoubleSpinBox* m_budget;
    /// The treatment design: its factors, counts and cost; it writes the spec's "treatments".
    DesignPanel* m_design;
    /// Fills the Design panel from a loaded spec's design (rewritten for one seat per table row).
    void showLoadedDesign(const engine::ExperimentSpec& spec, const engine::Game& game);
    /// The fields factors may set follow the game and the seat list; the count follows every edit.
    void refreshDesignCount();
    /// What one configuration costs (a design sums its treatments').
    engine::Result<providers::CostEstimate> costOf(const engine::ExperimentSpec& spec,
                                                   const providers::PriceTable& prices) const;
    bool m_runnable = false;
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
