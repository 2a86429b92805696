#pragma once
// A small synchronous W3C WebDriver client for browser tests: WebDriver runs Debian's chromedriver
// on a free loopback port, Browser is one session of it (one headless Chromium with its own
// profile folder). Every call blocks in a nested QEventLoop until chromedriver answers (or a
// timeout passes), so servers living in the test's own thread keep answering meanwhile. Nothing
// is downloaded: the binaries are the installed /usr/bin/chromium and /usr/bin/chromedriver.
//
// Errors never throw and never crash: a call that fails returns false / an empty value and says
// why in lastError(), which every call resets first. Both classes belong to the thread that made
// them (the test's main thread).
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <optional>

namespace nashlab::test {

/// One answer from chromedriver: the "value" member of its JSON body, or why there is none.
struct WireReply {
    int status = 0;  ///< HTTP status; 0 when no answer arrived (timeout, connection refused)
    QJsonValue value;
    std::optional<QString> error;  ///< set when the command failed, e.g. "no such element: …"
    QString errorCode;             ///< the W3C error code ("no such element", "timeout", …); empty on success
    bool ok() const { return !error; }
};

/// The chromedriver process. The constructor starts it and waits (up to kReadyTimeoutMs) until
/// GET /status says ready; the destructor deletes every session still open (so no Chromium is
/// left behind), then stops it.
class WebDriver final : public QObject {
public:
    static constexpr const char* kChromium = "/usr/bin/chromium";
    static constexpr const char* kChromedriver = "/usr/bin/chromedriver";
    static constexpr int kReadyTimeoutMs = 20000;
    static constexpr int kCommandTimeoutMs = 30000;

    WebDriver();
    ~WebDriver() override;
    WebDriver(const WebDriver&) = delete;
    WebDriver& operator=(const WebDriver&) = delete;

    /// Whether Chromium and chromedriver are installed; when not, `why` (if given) says which is
    /// missing, for QSKIP.
    static bool available(QString* why = nullptr);

    bool ready() const { return m_ready; }
    QString lastError() const { return m_lastError; }
    quint16 port() const { return m_port; }
    /// chromedriver's own output so far (the last 64 KiB), for failure messages.
    QString output() const { return QString::fromUtf8(m_output); }

    /// One raw command: `method` ("GET", "POST", "DELETE") on `path` ("/session/…"). POST sends
    /// `body` (an empty object when none is given, as chromedriver requires).
    WireReply command(const QByteArray& method, const QString& path, const QJsonObject& body = {},
                      int timeoutMs = kCommandTimeoutMs);

private:
    friend class Browser;
    bool start();
    void stop();
    void readOutput();

    QProcess m_process;
    QNetworkAccessManager m_network;
    QByteArray m_output;
    quint16 m_port = 0;
    bool m_ready = false;
    QString m_lastError;
    QSet<QString> m_sessions;  ///< opened by Browsers and not yet deleted
};

/// How a Browser looks at pages.
struct BrowserOptions {
    int width = 1280;  ///< viewport width in CSS px (window.innerWidth), exact at any size
    int height = 800;  ///< viewport height in CSS px (window.innerHeight)
    /// Mobile emulation: touch events and a mobile viewport, where a page without
    /// <meta name=viewport content="width=device-width"> lays out 980 px wide as on a phone.
    /// Off (default): the page lays out exactly `width` px wide.
    bool mobile = false;
    double pixelRatio = 1.0;  ///< device pixels per CSS px (screenshots are width×pixelRatio wide)
    QStringList extraArgs;    ///< more Chromium switches
};

/// A browser console / network / CSP message (chromedriver's "browser" log).
struct LogEntry {
    QString level;    ///< SEVERE, WARNING, INFO, DEBUG
    QString source;   ///< console-api, javascript, network, security (CSP violations), …
    QString message;  ///< starts with the page URL
    qint64 timestamp = 0;
};

/// One WebDriver session: a headless Chromium with a fresh profile in its own temporary folder,
/// closed (and its folder removed) by the destructor. Element ids are the W3C element references
/// chromedriver hands out; they stay valid while their page does.
class Browser final {
public:
    static constexpr const char* kElementKey = "element-6066-11e4-a52e-4f735466cecf";
    static constexpr int kPageLoadTimeoutMs = 20000;
    static constexpr int kSessionTimeoutMs = 60000;  ///< starting Chromium on a busy machine

    Browser(WebDriver& driver, int width, int height);
    Browser(WebDriver& driver, const BrowserOptions& options);
    ~Browser();
    Browser(const Browser&) = delete;
    Browser& operator=(const Browser&) = delete;

    /// True while the session is open (false when creating it failed, see lastError(), or after
    /// its last window was closed).
    bool ok() const { return !m_session.isEmpty(); }
    QString lastError() const { return m_lastError; }
    QString sessionId() const { return m_session; }
    const BrowserOptions& options() const { return m_options; }

    /// Loads `url` in the current window and waits for its load event (kPageLoadTimeoutMs).
    bool navigate(const QString& url);
    QString currentUrl();
    QString title();

    /// The first element matching `css`; empty when none matches (then lastError() is empty too,
    /// unless the lookup itself failed).
    QString findElement(const QString& css);
    QStringList findElements(const QString& css);
    bool click(const QString& element);
    /// Types `text` into the element (focused first), as key events.
    bool sendKeys(const QString& element, const QString& text);
    bool clear(const QString& element);
    /// The rendered text (innerText-like: hidden text is left out).
    QString text(const QString& element);
    /// The attribute, or nullopt when the element has none (or the call failed: see lastError()).
    std::optional<QString> attribute(const QString& element, const QString& name);
    /// The element's current DOM property (e.g. "value" of an input), JSON-typed.
    QJsonValue property(const QString& element, const QString& name);

    /// Runs `js` as the body of a function (so it must `return` its result) with `args` as
    /// arguments[]; elements pass as elementRef(id). Returns the result (null for undefined); on a
    /// JavaScript exception or failure an undefined QJsonValue, with lastError() set.
    QJsonValue executeScript(const QString& js, const QJsonArray& args = {});
    static QJsonObject elementRef(const QString& element) { return {{QString(kElementKey), element}}; }

    /// Polls (every 50 ms, events processed meanwhile) until `css` matches; the element, or
    /// empty after `timeoutMs` with lastError() saying what was awaited.
    QString waitFor(const QString& css, int timeoutMs = 5000);
    /// Polls until the JavaScript `expression` (not a function body: "window.x === 3") is truthy;
    /// a throwing expression counts as false. False after `timeoutMs`, with lastError() set.
    bool waitForScript(const QString& expression, int timeoutMs = 5000);

    /// The current window's viewport as PNG bytes; empty on failure.
    QByteArray screenshotPng();
    /// Writes screenshotPng() to `pngPath`.
    bool screenshot(const QString& pngPath);

    /// Opens a new tab (same profile, same viewport) and makes it current; its handle, or empty.
    QString newWindow();
    bool switchToWindow(const QString& handle);
    QString currentWindow();
    QStringList windowHandles();
    /// Closes the current tab for real (its page unloads, its connections close) and makes the
    /// tab that was current before it current again (else the first one left). Closing the last
    /// tab ends the session: ok() turns false.
    bool closeWindow();

    /// Every browser log entry since the session started (or since clearLog()); chromedriver
    /// hands each entry out once, so they are gathered here.
    QList<LogEntry> log();
    /// "source: message" of every SEVERE entry: console.error, uncaught exceptions, failed
    /// loads, CSP violations. Tests assert this is empty.
    QStringList consoleErrors();
    void clearLog();

private:
    bool open();
    WireReply command(const QByteArray& method, const QString& path, const QJsonObject& body = {},
                      int timeoutMs = WebDriver::kCommandTimeoutMs);
    /// command() for a public method: resets lastError(), then sets it when the command fails.
    WireReply call(const QByteArray& method, const QString& path, const QJsonObject& body = {});
    bool fail(const QString& message);
    void fetchLog();

    QPointer<WebDriver> m_driver;
    BrowserOptions m_options;
    QTemporaryDir m_profile;
    QString m_session;
    QString m_lastError;
    QStringList m_windowHistory;  ///< handles made current, most recent last
    QList<LogEntry> m_log;
};

}  // namespace nashlab::test
