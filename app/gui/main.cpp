// nashlab: the desktop application. Wiring only: the window lives in ui/.
#include <QApplication>
#include <cstdio>
#include <cstring>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "ui/main/main_window.h"
#include "ui/settings/app_settings.h"
#include "ui/settings/language.h"

int main(int argc, char* argv[]) {
    // --version answers without a display, so packaging checks can run headless.
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("nashlab %s\n", NASHLAB_VERSION);
            return 0;
        }
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("NashLab"));
    QApplication::setOrganizationName(QStringLiteral("NashLab"));
    QApplication::setApplicationVersion(QStringLiteral(NASHLAB_VERSION));

    // The interface language: the one chosen in Settings, else the system's.
    nashlab::ui::installLanguage(nashlab::ui::AppSettings::load().language);

    nashlab::ui::MainWindow window(nashlab::engine::GameRegistry::builtin(), nashlab::app::providerSeatServices());
    window.show();
    return QApplication::exec();
}
