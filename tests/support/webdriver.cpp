#include "tests/support/webdriver.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSaveFile>
#include <QTcpServer>
#include <QTimer>
#include <QUrl>
#include <algorithm>
#include <memory>

namespace nashlab::test {
namespace {

constexpr qsizetype kOutputKeep = 64 * 1024;

// A port nobody listens on right now. chromedriver binds it a moment later; another process could
// take it in between, so start() retries with a fresh port when chromedriver cannot bind.
quint16 freePort() {
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0)) return 0;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

// Runs the event loop for `ms`: polling waits must let the test's own servers answer meanwhile.
void pause(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QString firstLine(const QString& s) { return s.section(QLatin1Char('\n'), 0, 0); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// WebDriver

WebDriver::WebDriver() {
    // A proxy from the environment must never see loopback traffic.
    m_network.setProxy(QNetworkProxy::NoProxy);
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    connect(&m_process, &QProcess::readyRead, this, &WebDriver::readOutput);
    m_ready = start();
}

WebDriver::~WebDriver() {
    stop();
    m_process.disconnect(this);
}

bool WebDriver::available(QString* why) {
    QStringList missing;
    for (const char* path : {kChromium, kChromedriver}) {
        if (!QFileInfo(QString::fromLatin1(path)).isExecutable()) missing << QString::fromLatin1(path);
    }
    if (why) {
        *why = missing.isEmpty() ? QString()
                                 : QStringLiteral("not installed: %1 (Debian packages chromium and chromium-driver)")
                                       .arg(missing.join(QStringLiteral(", ")));
    }
    return missing.isEmpty();
}

void WebDriver::readOutput() {
    m_output += m_process.readAll();
    if (m_output.size() > kOutputKeep) m_output.remove(0, m_output.size() - kOutputKeep);
}

bool WebDriver::start() {
    QString why;
    if (!available(&why)) {
        m_lastError = why;
        return false;
    }
    const QDeadlineTimer deadline(kReadyTimeoutMs);
    for (int attempt = 0; attempt < 3 && !deadline.hasExpired(); ++attempt) {
        m_port = freePort();
        if (m_port == 0) {
            m_lastError = QStringLiteral("no free loopback port");
            return false;
        }
        m_output.clear();
        m_process.start(QString::fromLatin1(kChromedriver), {QStringLiteral("--port=%1").arg(m_port)});
        if (!m_process.waitForStarted(5000)) {
            m_lastError = QStringLiteral("chromedriver did not start: %1").arg(m_process.errorString());
            return false;
        }
        while (!deadline.hasExpired() && m_process.state() == QProcess::Running) {
            const WireReply status = command("GET", QStringLiteral("/status"), {}, 1000);
            if (status.ok() && status.value.toObject().value(QStringLiteral("ready")).toBool()) return true;
            pause(50);
        }
        if (m_process.state() == QProcess::Running) break;  // up, but never ready in time
        readOutput();
        // Lost the port to someone else between freePort() and the bind: try another.
        if (!m_output.contains("bind") && !m_output.contains("Address already in use")) break;
    }
    m_lastError = QStringLiteral("chromedriver on port %1 not ready within %2 ms; its output: %3")
                      .arg(m_port)
                      .arg(kReadyTimeoutMs)
                      .arg(QString::fromUtf8(m_output.right(2000)));
    stop();
    return false;
}

void WebDriver::stop() {
    if (m_process.state() == QProcess::NotRunning) return;
    if (m_ready) {
        // Sessions Browsers still hold, and any other (GET /sessions is chromedriver's own):
        // deleting them quits their Chromium, which killing chromedriver would leave running.
        QSet<QString> sessions = m_sessions;
        const WireReply listed = command("GET", QStringLiteral("/sessions"), {}, 5000);
        for (const QJsonValue& s : listed.value.toArray())
            sessions.insert(s.toObject().value(QStringLiteral("id")).toString());
        for (const QString& id : sessions) {
            if (!id.isEmpty()) command("DELETE", QStringLiteral("/session/") + id, {}, 10000);
        }
        m_sessions.clear();
    }
    m_ready = false;
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) {
        m_process.kill();
        m_process.waitForFinished(2000);
    }
}

WireReply WebDriver::command(const QByteArray& method, const QString& path, const QJsonObject& body, int timeoutMs) {
    WireReply out;
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json; charset=utf-8"));
    const QByteArray payload = method == "POST" ? QJsonDocument(body).toJson(QJsonDocument::Compact) : QByteArray();
    std::unique_ptr<QNetworkReply> reply(method == "POST" ? m_network.sendCustomRequest(request, method, payload)
                                                          : m_network.sendCustomRequest(request, method));
    if (!reply->isFinished()) {
        QEventLoop loop;
        QTimer timer;
        timer.setSingleShot(true);
        connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
        connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
        timer.start(timeoutMs);
        loop.exec();
    }
    const QString what = QString::fromLatin1(method) + QLatin1Char(' ') + path;
    if (!reply->isFinished()) {
        reply->abort();
        out.error = QStringLiteral("%1: no answer within %2 ms").arg(what).arg(timeoutMs);
        return out;
    }
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray data = reply->readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (out.status == 0 || !doc.isObject()) {
        out.error = QStringLiteral("%1: %2").arg(
            what, out.status == 0
                      ? reply->errorString()
                      : QStringLiteral("HTTP %1, not JSON: %2").arg(out.status).arg(QString::fromUtf8(data.left(300))));
        return out;
    }
    out.value = doc.object().value(QStringLiteral("value"));
    const QJsonObject value = out.value.toObject();
    if (out.status >= 400 || value.contains(QStringLiteral("error"))) {
        out.errorCode = value.value(QStringLiteral("error")).toString();
        out.error = QStringLiteral("%1: %2 (HTTP %3)")
                        .arg(what, firstLine(value.value(QStringLiteral("message")).toString()))
                        .arg(out.status);
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Browser

namespace {
BrowserOptions sized(int width, int height) {
    BrowserOptions options;
    options.width = width;
    options.height = height;
    return options;
}
}  // namespace

Browser::Browser(WebDriver& driver, int width, int height) : Browser(driver, sized(width, height)) {}

Browser::Browser(WebDriver& driver, const BrowserOptions& options) : m_driver(&driver), m_options(options) { open(); }

Browser::~Browser() {
    if (m_driver && !m_session.isEmpty()) {
        m_driver->command("DELETE", QStringLiteral("/session/") + m_session, {}, 10000);
        m_driver->m_sessions.remove(m_session);
    }
}

bool Browser::fail(const QString& message) {
    m_lastError = message;
    return false;
}

bool Browser::open() {
    if (!m_driver || !m_driver->ready()) return fail(QStringLiteral("chromedriver is not running"));
    if (!m_profile.isValid()) return fail(QStringLiteral("no temporary profile folder: ") + m_profile.errorString());
    const int w = m_options.width;
    const int h = m_options.height;
    QJsonArray args{QStringLiteral("--headless=new"),
                    // Needed as root (CI containers): Chromium refuses to start its sandbox there.
                    QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                    QStringLiteral("--disable-dev-shm-usage"), QStringLiteral("--window-size=%1,%2").arg(w).arg(h),
                    QStringLiteral("--user-data-dir=") + m_profile.path(), QStringLiteral("--no-first-run"),
                    QStringLiteral("--no-default-browser-check"), QStringLiteral("--disable-extensions"),
                    QStringLiteral("--remote-debugging-port=0"),
                    // Tests never reach the internet: no proxy, no background fetches (updates, sync, …), and
                    // no OS keyring (tests of NashLab's own keyring use must not see Chromium in it).
                    QStringLiteral("--no-proxy-server"), QStringLiteral("--disable-background-networking"),
                    QStringLiteral("--disable-component-update"), QStringLiteral("--disable-sync"),
                    QStringLiteral("--disable-default-apps"), QStringLiteral("--password-store=basic"),
                    QStringLiteral("--use-mock-keychain")};
    for (const QString& extra : m_options.extraArgs) args.append(extra);
    // --headless=new keeps windows at least 500 px wide, so a phone width needs device metrics;
    // they also make the viewport exactly w×h at any size (and hold in new tabs too).
    const QJsonObject metrics{{QStringLiteral("width"), w},
                              {QStringLiteral("height"), h},
                              {QStringLiteral("pixelRatio"), m_options.pixelRatio},
                              {QStringLiteral("mobile"), m_options.mobile},
                              {QStringLiteral("touch"), m_options.mobile}};
    const QJsonObject chromeOptions{
        {QStringLiteral("binary"), QString::fromLatin1(WebDriver::kChromium)},
        {QStringLiteral("args"), args},
        {QStringLiteral("mobileEmulation"), QJsonObject{{QStringLiteral("deviceMetrics"), metrics}}}};
    const QJsonObject capabilities{
        {QStringLiteral("browserName"), QStringLiteral("chrome")},
        {QStringLiteral("pageLoadStrategy"), QStringLiteral("normal")},
        {QStringLiteral("timeouts"), QJsonObject{{QStringLiteral("pageLoad"), kPageLoadTimeoutMs},
                                                 {QStringLiteral("script"), 10000},
                                                 {QStringLiteral("implicit"), 0}}},
        {QStringLiteral("goog:loggingPrefs"), QJsonObject{{QStringLiteral("browser"), QStringLiteral("ALL")}}},
        {QStringLiteral("goog:chromeOptions"), chromeOptions}};
    const WireReply reply = m_driver->command(
        "POST", QStringLiteral("/session"),
        {{QStringLiteral("capabilities"), QJsonObject{{QStringLiteral("alwaysMatch"), capabilities}}}},
        kSessionTimeoutMs);
    if (!reply.ok()) return fail(*reply.error);
    m_session = reply.value.toObject().value(QStringLiteral("sessionId")).toString();
    if (m_session.isEmpty()) return fail(QStringLiteral("POST /session: no sessionId in the answer"));
    m_driver->m_sessions.insert(m_session);
    return true;
}

WireReply Browser::command(const QByteArray& method, const QString& path, const QJsonObject& body, int timeoutMs) {
    if (!m_driver || m_session.isEmpty()) {
        WireReply none;
        none.error = m_driver ? QStringLiteral("no session (closed, or it never opened)")
                              : QStringLiteral("chromedriver is gone");
        return none;
    }
    // A page load may take all of kPageLoadTimeoutMs before chromedriver answers.
    WireReply reply = m_driver->command(method, QStringLiteral("/session/") + m_session + path, body,
                                        std::max(timeoutMs, kPageLoadTimeoutMs + 5000));
    if (reply.errorCode == QLatin1String("invalid session id")) {
        m_driver->m_sessions.remove(m_session);
        m_session.clear();
    }
    return reply;
}

WireReply Browser::call(const QByteArray& method, const QString& path, const QJsonObject& body) {
    m_lastError.clear();
    WireReply reply = command(method, path, body);
    if (!reply.ok()) m_lastError = *reply.error;
    return reply;
}

bool Browser::navigate(const QString& url) {
    return call("POST", QStringLiteral("/url"), {{QStringLiteral("url"), url}}).ok();
}
QString Browser::currentUrl() { return call("GET", QStringLiteral("/url")).value.toString(); }
QString Browser::title() { return call("GET", QStringLiteral("/title")).value.toString(); }

QString Browser::findElement(const QString& css) {
    const WireReply reply =
        call("POST", QStringLiteral("/element"),
             {{QStringLiteral("using"), QStringLiteral("css selector")}, {QStringLiteral("value"), css}});
    if (reply.errorCode == QLatin1String("no such element")) m_lastError.clear();  // none: an answer, not a failure
    return reply.ok() ? reply.value.toObject().value(QLatin1String(kElementKey)).toString() : QString();
}

QStringList Browser::findElements(const QString& css) {
    const WireReply reply =
        call("POST", QStringLiteral("/elements"),
             {{QStringLiteral("using"), QStringLiteral("css selector")}, {QStringLiteral("value"), css}});
    QStringList out;
    for (const QJsonValue& e : reply.value.toArray()) out << e.toObject().value(QLatin1String(kElementKey)).toString();
    return out;
}

bool Browser::click(const QString& element) {
    return call("POST", QStringLiteral("/element/%1/click").arg(element)).ok();
}
bool Browser::clear(const QString& element) {
    return call("POST", QStringLiteral("/element/%1/clear").arg(element)).ok();
}

bool Browser::sendKeys(const QString& element, const QString& text) {
    return call("POST", QStringLiteral("/element/%1/value").arg(element), {{QStringLiteral("text"), text}}).ok();
}

QString Browser::text(const QString& element) {
    return call("GET", QStringLiteral("/element/%1/text").arg(element)).value.toString();
}

std::optional<QString> Browser::attribute(const QString& element, const QString& name) {
    const WireReply reply = call("GET", QStringLiteral("/element/%1/attribute/%2").arg(element, name));
    if (!reply.ok() || reply.value.isNull()) return std::nullopt;
    return reply.value.toString();
}

QJsonValue Browser::property(const QString& element, const QString& name) {
    const WireReply reply = call("GET", QStringLiteral("/element/%1/property/%2").arg(element, name));
    return reply.ok() ? reply.value : QJsonValue(QJsonValue::Undefined);
}

QJsonValue Browser::executeScript(const QString& js, const QJsonArray& args) {
    const WireReply reply =
        call("POST", QStringLiteral("/execute/sync"), {{QStringLiteral("script"), js}, {QStringLiteral("args"), args}});
    return reply.ok() ? reply.value : QJsonValue(QJsonValue::Undefined);
}

QString Browser::waitFor(const QString& css, int timeoutMs) {
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        const QString element = findElement(css);
        if (!element.isEmpty()) return element;
        if (!ok()) return {};
        if (deadline.hasExpired()) {
            fail(QStringLiteral("no element matches \"%1\" after %2 ms%3")
                     .arg(css)
                     .arg(timeoutMs)
                     .arg(m_lastError.isEmpty() ? QString() : QStringLiteral(" (last error: %1)").arg(m_lastError)));
            return {};
        }
        pause(50);
    }
}

bool Browser::waitForScript(const QString& expression, int timeoutMs) {
    const QDeadlineTimer deadline(timeoutMs);
    const QString body = QStringLiteral("return !!(%1);").arg(expression);
    for (;;) {
        if (executeScript(body).toBool()) return true;
        if (!ok()) return false;
        if (deadline.hasExpired()) {
            return fail(
                QStringLiteral("\"%1\" still false after %2 ms%3")
                    .arg(expression)
                    .arg(timeoutMs)
                    .arg(m_lastError.isEmpty() ? QString() : QStringLiteral(" (last error: %1)").arg(m_lastError)));
        }
        pause(50);
    }
}

QByteArray Browser::screenshotPng() {
    const WireReply reply = call("GET", QStringLiteral("/screenshot"));
    if (!reply.ok()) return {};
    const auto png =
        QByteArray::fromBase64Encoding(reply.value.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!png || !png.decoded.startsWith("\x89PNG\r\n\x1a\n")) {
        fail(QStringLiteral("GET /screenshot: the answer is not a base64 PNG"));
        return {};
    }
    return png.decoded;
}

bool Browser::screenshot(const QString& pngPath) {
    const QByteArray png = screenshotPng();
    if (png.isEmpty()) return false;
    QSaveFile file(pngPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(png) != png.size() || !file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(pngPath, file.errorString()));
    return true;
}

QString Browser::newWindow() {
    const QString previous = currentWindow();
    const WireReply reply =
        call("POST", QStringLiteral("/window/new"), {{QStringLiteral("type"), QStringLiteral("tab")}});
    if (!reply.ok()) return {};
    const QString handle = reply.value.toObject().value(QStringLiteral("handle")).toString();
    if (!previous.isEmpty()) m_windowHistory.append(previous);
    return switchToWindow(handle) ? handle : QString();
}

bool Browser::switchToWindow(const QString& handle) {
    if (!call("POST", QStringLiteral("/window"), {{QStringLiteral("handle"), handle}}).ok()) return false;
    m_windowHistory.removeAll(handle);
    m_windowHistory.append(handle);
    return true;
}

QString Browser::currentWindow() { return call("GET", QStringLiteral("/window")).value.toString(); }

QStringList Browser::windowHandles() {
    QStringList out;
    for (const QJsonValue& h : call("GET", QStringLiteral("/window/handles")).value.toArray()) out << h.toString();
    return out;
}

bool Browser::closeWindow() {
    fetchLog();  // the closing page's messages would go with it
    const QString closing = currentWindow();
    const WireReply reply = call("DELETE", QStringLiteral("/window"));
    if (!reply.ok()) return false;
    m_windowHistory.removeAll(closing);
    QStringList left;
    for (const QJsonValue& h : reply.value.toArray()) left << h.toString();
    if (left.isEmpty()) {
        // W3C: closing the last window ends the session.
        m_driver->command("DELETE", QStringLiteral("/session/") + m_session, {}, 10000);
        m_driver->m_sessions.remove(m_session);
        m_session.clear();
        return true;
    }
    QString next = left.first();
    for (auto it = m_windowHistory.crbegin(); it != m_windowHistory.crend(); ++it) {
        if (left.contains(*it)) {
            next = *it;
            break;
        }
    }
    return switchToWindow(next);
}

void Browser::fetchLog() {
    const WireReply reply =
        command("POST", QStringLiteral("/se/log"), {{QStringLiteral("type"), QStringLiteral("browser")}});
    if (!reply.ok()) {
        m_lastError = *reply.error;
        return;
    }
    for (const QJsonValue& v : reply.value.toArray()) {
        const QJsonObject o = v.toObject();
        m_log.append({o.value(QStringLiteral("level")).toString(), o.value(QStringLiteral("source")).toString(),
                      o.value(QStringLiteral("message")).toString(),
                      static_cast<qint64>(o.value(QStringLiteral("timestamp")).toDouble())});
    }
}

QList<LogEntry> Browser::log() {
    m_lastError.clear();
    fetchLog();
    return m_log;
}

QStringList Browser::consoleErrors() {
    QStringList out;
    for (const LogEntry& e : log()) {
        if (e.level == QLatin1String("SEVERE")) out << e.source + QStringLiteral(": ") + e.message;
    }
    return out;
}

void Browser::clearLog() {
    m_lastError.clear();
    fetchLog();
    m_log.clear();
}

}  // namespace nashlab::test
