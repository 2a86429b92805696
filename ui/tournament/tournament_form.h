#pragma once
// TournamentForm: what a tournament from the window plays — either the board games (TicTacToe,
// Connect Four, with the bot strategies every chosen one offers as entrants) or a tournament file
// (a bundled one such as LLMArena's seven environments, or one opened from disk: its environments
// and entrants, each of which can be left out); language models added from an endpoint of Settings
// → Providers with a model from its list, as Compose's seat table offers them; pairing, games per
// pair, a game cap, the seed and what an illegal answer costs — written out as a tournament spec
// (docs/tournaments.md).
#include <QList>
#include <QVariant>
#include <QWidget>
#include <set>
#include <vector>

#include "engine/core/json.h"
#include "ui/settings/app_settings.h"
#include "ui/tournament/entrant_model.h"

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace nashlab::ui {

class TournamentForm final : public QWidget {
    Q_OBJECT

public:
    explicit TournamentForm(QWidget* parent = nullptr);

    /// The spec as `nashlab-cli tournament` reads it.
    engine::Json spec() const;
    /// Ticks exactly these entrants (bot strategies and model entrants' names), for tests and presets.
    void setEntrants(const QStringList& names);
    /// Back to the board games, with exactly these (game ids) ticked.
    void setEnvironments(const QStringList& games);
    /// Plays the tournament file at `path` (a bundled ":/tournaments/…" or one on disk): false,
    /// with the reason shown, when it cannot be read or would not run.
    bool chooseTournament(const QString& path);
    /// Ticks exactly these environments of the chosen file.
    void setFileEnvironments(const QStringList& names);
    void setGamesPerPair(int n);
    void setMaxGames(int n);
    void setSeed(int seed);
    /// Answers asked for per move before the fallback; `loses`: the mover then loses the game
    /// (LLMArena's rule), else a random legal move is played for it.
    void setIllegalAnswers(int attempts, bool loses);
    /// The endpoints from Settings offered for model entrants.
    void setEndpoints(const QList<Endpoint>& endpoints);

    /// Adds a model entrant (ticked) and returns its name, or returns "" and shows why not (no
    /// model named, a base URL that is not http(s), the same model and server twice). An empty
    /// `baseUrl` is the provider's public endpoint.
    QString addModelEntrant(const QString& provider, const QString& model, const QString& baseUrl = {});
    /// The entrant picked in the "Add a model" row (its endpoint, model and base URL fields).
    QString addPickedModel();
    /// Why the last model could not be added ("" when it was).
    QString modelProblem() const;
    QComboBox* endpointBox() const { return m_endpoint; }
    QComboBox* modelBox() const { return m_model; }
    QLineEdit* baseUrlEdit() const { return m_baseUrl; }
    QListView* entrantList() const { return m_entrants; }
    EntrantModel* entrants() const { return m_entrantModel; }

private:
    void refreshEntrants();
    std::vector<Entrant> fileEntrants(const std::set<QString>& ticked, bool first) const;
    void useFile(const engine::Json& file);
    void useBoardGames();
    void sourceChosen(int index);
    void fillModels();
    void requestModels();
    /// The provider and base URL the "Add a model" row points at (the base URL field wins).
    std::pair<QString, QString> pickedEndpoint() const;
    void showProblem(const QString& text);
    bool nameTaken(const QString& name) const;

    QList<Endpoint> m_endpoints = defaultEndpoints();
    QComboBox* m_source;
    engine::Json m_file;      ///< the chosen tournament file; null for the board games
    QListWidget* m_fileEnvs;  ///< its environments, ticked to play (they wrap: seven fit 1024 px)
    QHBoxLayout* m_envRow;
    int m_lastSource = 0;  ///< back to it when opening a file fails
    /// The form's values as the chosen file set them: what the person changed since is what the
    /// spec overrides.
    struct FileSettings {
        QVariant pairing;
        int gamesPerPair = 0, maxGames = 0, seed = 0, attempts = 0;
        QVariant fallback;
    } m_fileSettings;
    std::vector<QCheckBox*> m_boardGames;  ///< one per game its presentation offers; its game id as a property
    EntrantModel* m_entrantModel;
    QListView* m_entrants;
    QComboBox* m_endpoint;
    QComboBox* m_model;
    QLineEdit* m_baseUrl;
    QPushButton* m_addModel;
    QPushButton* m_removeModel;
    QLabel* m_problem;
    QComboBox* m_pairing;
    QSpinBox* m_gamesPerPair;
    QSpinBox* m_maxGames;
    QSpinBox* m_seed;
    QSpinBox* m_attempts;
    QComboBox* m_fallback;
};

}  // namespace nashlab::ui
