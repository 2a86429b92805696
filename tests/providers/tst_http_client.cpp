// HttpClient (QNetworkAccessManager) against a scripted server on loopback: kept-alive
// connections are reused (the server sees N requests on one connection); a server that closes an
// idle connection costs the next request nothing; Connection: close and HTTP/1.0 are honoured; a
// chunked stream reaches onChunk piece by piece; a refused connection, a cut body, a malformed
// head and a cross-origin redirect fail the way the scheduler reports them.
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QtTest>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "providers/http/http_client.h"
#include "providers/scheduling/request_scheduler.h"

using namespace nashlab::providers;

namespace {

// Answers each request with what `respond` returns (raw bytes, written at once); counts
// connections and the requests each one carried.
class ScriptedServer final : public QObject {
public:
    struct Answer {
        std::string bytes;
        bool close = false;  ///< close the connection after writing
    };
    std::function<Answer(const std::string& head, const std::string& body, QTcpSocket* socket)> respond;
    std::vector<int> perConnection;  ///< requests per connection, in the order they were opened
    std::vector<std::string> heads;  ///< every request head

    ScriptedServer() {
        QVERIFY(m_server.listen(QHostAddress::LocalHost));
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = m_server.nextPendingConnection()) {
                const std::size_t id = perConnection.size();
                perConnection.push_back(0);
                m_sockets.push_back(s);
                connect(s, &QTcpSocket::readyRead, this, [this, s, id] { onData(s, id); });
            }
        });
    }
    std::string url(const std::string& path) const {
        return "http://127.0.0.1:" + std::to_string(m_server.serverPort()) + path;
    }
    int requests() const { return static_cast<int>(heads.size()); }
    /// Closes every connection the server has open (idle keep-alive ones included).
    void closeAll() {
        for (QTcpSocket* s : m_sockets) s->abort();
    }

private:
    void onData(QTcpSocket* s, std::size_t id) {
        std::string& buffer = m_buffers[s];
        buffer += s->readAll().toStdString();
        for (;;) {
            const std::size_t end = buffer.find("\r\n\r\n");
            if (end == std::string::npos) return;
            const std::string head = buffer.substr(0, end + 4);
            std::size_t length = 0;
            const std::size_t at = head.find("Content-Length: ");
            if (at != std::string::npos) length = std::stoul(head.substr(at + 16));
            if (buffer.size() < end + 4 + length) return;
            const std::string body = buffer.substr(end + 4, length);
            buffer.erase(0, end + 4 + length);
            heads.push_back(head);
            ++perConnection[id];
            const Answer a = respond(head, body, s);
            s->write(a.bytes.data(), static_cast<qint64>(a.bytes.size()));
            s->flush();
            if (a.close) s->disconnectFromHost();
        }
    }

    QTcpServer m_server;
    std::vector<QTcpSocket*> m_sockets;
    std::map<QTcpSocket*, std::string> m_buffers;
};

ScriptedServer::Answer ok(const std::string& body, const std::string& extra = "") {
    return {"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n" + extra +
            "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body};
}

struct Fetched {
    int status = 0;
    std::string body;
    std::string error;
    std::vector<std::string> pieces;
};

// One request through the client, waited for.
Fetched fetch(HttpClient& client, HttpRequest request) {
    auto out = std::make_shared<Fetched>();
    auto done = std::make_shared<bool>(false);
    HttpExchange* exchange = nullptr;
    exchange = client.start(request, {[out](std::string_view bytes) {
                                          out->pieces.emplace_back(bytes);
                                          out->body += bytes;
                                      },
                                      [&exchange, out, done] {
                                          out->status = exchange->status();
                                          out->error = exchange->error();
                                          *done = true;
                                      }});
    if (!QTest::qWaitFor([&] { return *done; }, 5000)) out->error = "test: no answer within 5 s";
    exchange->dispose();
    return *out;
}

HttpRequest post(const std::string& url, const std::string& body = R"({"q": 1})") {
    return HttpRequest{"POST", url, {{"Content-Type", "application/json"}, {"Authorization", "Bearer k"}}, body};
}

}  // namespace

class TstHttpClient : public QObject {
    Q_OBJECT
private slots:
    void init() {
        for (const char* name : {"http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"})
            qunsetenv(name);
    }

    void keptAliveConnectionIsReused() {
        ScriptedServer server;
        server.respond = [](const std::string&, const std::string& body, QTcpSocket*) { return ok("echo " + body); };
        HttpClient client;
        for (int i = 0; i < 5; ++i) {
            const Fetched f = fetch(client, post(server.url("/v1/chat?n=" + std::to_string(i)), std::to_string(i)));
            QCOMPARE(f.error, std::string());
            QCOMPARE(f.status, 200);
            QCOMPARE(f.body, "echo " + std::to_string(i));
        }
        QCOMPARE(server.perConnection, std::vector<int>{5});  // five requests, one connection
        // What went out: the path and query, Host, the request's headers, a Content-Length, and
        // "identity" as the only encoding accepted (nothing comes back compressed).
        const std::string& head = server.heads.back();
        QVERIFY2(head.rfind("POST /v1/chat?n=4 HTTP/1.1\r\n", 0) == 0, head.c_str());
        QVERIFY(head.find("\r\nHost: 127.0.0.1:") != std::string::npos);
        QVERIFY(head.find("\r\nAuthorization: Bearer k\r\n") != std::string::npos);
        QVERIFY(head.find("\r\nContent-Length: 1\r\n") != std::string::npos);
        QVERIFY2(head.find("\r\nAccept-Encoding: identity\r\n") != std::string::npos, head.c_str());
    }

    void anIdleConnectionClosedByTheServerCostsNothing() {
        ScriptedServer server;
        server.respond = [](const std::string&, const std::string&, QTcpSocket*) { return ok("fine"); };
        HttpClient client;
        QCOMPARE(fetch(client, post(server.url("/a"))).body, std::string("fine"));
        // Closed while the client was not looking: the request goes out on the dead connection,
        // fails before any byte of an answer, and is sent again on a new one.
        server.closeAll();
        const Fetched again = fetch(client, post(server.url("/b")));
        QCOMPARE(again.error, std::string());
        QCOMPARE(again.body, std::string("fine"));
        QCOMPARE(server.perConnection.size(), std::size_t{2});
        QCOMPARE(server.perConnection.back(), 1);
        // Closed again: the next request still gets its answer on a new connection.
        server.closeAll();
        QCOMPARE(fetch(client, post(server.url("/c"))).body, std::string("fine"));
        QCOMPARE(server.perConnection.size(), std::size_t{3});
        QCOMPARE(server.requests(), 3);
    }

    void aNewConnectionThatDropsIsAnError() {
        ScriptedServer server;  // takes the request, closes without a byte
        server.respond = [](const std::string&, const std::string&, QTcpSocket*) {
            return ScriptedServer::Answer{"", true};
        };
        HttpClient client;
        const Fetched f = fetch(client, post(server.url("/")));
        QCOMPARE(f.status, 0);
        QVERIFY2(!f.error.empty(), "a dropped connection is an error");
        QCOMPARE(server.requests(), 2);  // Qt sends it once more on a new connection, then gives up
    }

    void connectionCloseAndHttp10AreHonoured_data() {
        QTest::addColumn<QString>("answer");
        QTest::newRow("Connection: close") << "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nhi";
        QTest::newRow("HTTP/1.0") << "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nhi";
    }
    void connectionCloseAndHttp10AreHonoured() {
        QFETCH(QString, answer);
        ScriptedServer server;  // says close, but leaves the connection open: the client must not reuse it
        server.respond = [answer](const std::string&, const std::string&, QTcpSocket*) {
            return ScriptedServer::Answer{answer.toStdString(), false};
        };
        HttpClient client;
        QCOMPARE(fetch(client, post(server.url("/"))).body, std::string("hi"));
        QCOMPARE(fetch(client, post(server.url("/"))).body, std::string("hi"));
        QCOMPARE(server.perConnection, (std::vector<int>{1, 1}));
    }

    void aChunkedStreamArrivesPieceByPiece() {
        ScriptedServer server;
        server.respond = [](const std::string&, const std::string&, QTcpSocket* s) {
            // The head and the first event now, the others 30 ms apart, the end after them.
            const std::vector<std::string> later = {"d\r\ndata: second\n\r\n", "c\r\ndata: third\n\r\n0\r\n\r\n"};
            for (std::size_t i = 0; i < later.size(); ++i)
                QTimer::singleShot(30 * static_cast<int>(i + 1), s, [s, bytes = later[i]] {
                    s->write(bytes.data(), static_cast<qint64>(bytes.size()));
                });
            return ScriptedServer::Answer{
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
                "c;ext=1\r\ndata: first\n\r\n"};
        };
        RequestScheduler scheduler;
        std::vector<std::string> chunks;
        HttpResult result;
        bool done = false;
        SubmitOptions options;
        options.endpoint = "stream";
        options.onChunk = [&](const std::string& bytes) { chunks.push_back(bytes); };
        scheduler.submit(post(server.url("/stream")), options, [&](HttpResult r) {
            result = std::move(r);
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 5000);
        QCOMPARE(result.error, std::string());
        QCOMPARE(result.body, std::string("data: first\ndata: second\ndata: third\n"));
        QCOMPARE(chunks, (std::vector<std::string>{"data: first\n", "data: second\n", "data: third\n"}));
    }

    void failuresReadAsTheSchedulerSaysThem() {
        RequestScheduler scheduler;
        scheduler.setRetryPolicy({0, 1, 1});
        const auto ask = [&](const std::string& url) {
            HttpResult result;
            bool done = false;
            scheduler.submit(post(url), SubmitOptions{"e", 5000, 0, {}, {}}, [&](HttpResult r) {
                result = std::move(r);
                done = true;
            });
            [&] { QTRY_VERIFY_WITH_TIMEOUT(done, 5000); }();
            return result;
        };
        // Refused: nobody listens on the port any more.
        quint16 port = 0;
        {
            QTcpServer gone;
            QVERIFY(gone.listen(QHostAddress::LocalHost));
            port = gone.serverPort();
        }
        const HttpResult refused = ask("http://127.0.0.1:" + std::to_string(port) + "/v1");
        QCOMPARE(refused.failure, HttpFailure::Network);
        QCOMPARE(refused.error, std::string("network error: Connection refused"));
        // A body cut before its Content-Length.
        ScriptedServer server;
        server.respond = [](const std::string&, const std::string&, QTcpSocket*) {
            return ScriptedServer::Answer{"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello", true};
        };
        const HttpResult cut = ask(server.url("/"));
        QCOMPARE(cut.failure, HttpFailure::Network);
        QCOMPARE(cut.error, std::string("network error: the answer broke off after 5 of the 10 bytes its "
                                        "Content-Length declared"));
        // A malformed head.
        server.respond = [](const std::string&, const std::string&, QTcpSocket*) {
            return ScriptedServer::Answer{"HTTP/1.1 2000 OK\r\n\r\n", true};
        };
        const HttpResult malformed = ask(server.url("/"));
        QCOMPARE(malformed.failure, HttpFailure::Network);
        QVERIFY2(malformed.error.rfind("network error: malformed response head", 0) == 0, malformed.error.c_str());
        // A redirect to another origin comes back as the 3xx: nothing is sent there.
        ScriptedServer elsewhere;
        elsewhere.respond = [](const std::string&, const std::string&, QTcpSocket*) { return ok("stolen"); };
        server.respond = [&](const std::string&, const std::string&, QTcpSocket*) {
            return ScriptedServer::Answer{"HTTP/1.1 308 Moved\r\nLocation: " + elsewhere.url("/x") +
                                          "\r\nContent-Length: 0\r\n\r\n"};
        };
        const HttpResult away = ask(server.url("/"));
        QCOMPARE(away.failure, HttpFailure::Status);
        QCOMPARE(away.status, 308);
        QCOMPARE(elsewhere.requests(), 0);
        // The same origin: followed, method, body and headers kept for a 308.
        server.respond = [&](const std::string& head, const std::string& body, QTcpSocket*) {
            if (head.rfind("POST /moved ", 0) == 0) return ok("moved " + body);
            return ScriptedServer::Answer{"HTTP/1.1 308 Moved\r\nLocation: /moved\r\nContent-Length: 0\r\n\r\n"};
        };
        const HttpResult moved = ask(server.url("/"));
        QCOMPARE(moved.error, std::string());
        QCOMPARE(moved.body, std::string(R"(moved {"q": 1})"));
        QVERIFY(server.heads.back().find("Authorization: Bearer k") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TstHttpClient)
#include "tst_http_client.moc"
