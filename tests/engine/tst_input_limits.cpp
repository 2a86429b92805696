// What an adversarial probe found (issue 47), at the engine's own functions: outputs written whole
// or not at all on a disk that fills, JSON nested 50,000 deep refused by every reader instead of
// overflowing the stack, keys scrubbed in every form a server may echo them, api_key_env held to
// variables made for keys, URLs with impossible ports or open brackets refused, and importers that
// name a number they cannot read instead of reading its first digits.
#include <QtTest>

#include <sys/resource.h>

#include <csignal>
#include <filesystem>

#include "engine/core/atomic_file.h"
#include "engine/core/json.h"
#include "engine/core/redact.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/experiment/seat_settings.h"
#include "engine/game/game_registry.h"
#include "engine/prompt/answer_parser.h"
#include "engine/record/import/alympics_import.h"
#include "engine/record/run_reader.h"
#include "tests/support/temp_dir.h"

using namespace nashlab::engine;
namespace fs = std::filesystem;

namespace {

std::string nested(int depth, const std::string& inner = "1") {
    return std::string(static_cast<std::size_t>(depth), '[') + inner +
           std::string(static_cast<std::size_t>(depth), ']');
}

// A disk that fills, for this process: writes past `bytes` fail (EFBIG, as ENOSPC would), the
// first one short. SIGXFSZ is ignored so the write returns instead of the process ending.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
};

std::vector<std::string> filesIn(const std::string& dir) {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

}  // namespace

class TestInputLimits : public QObject {
    Q_OBJECT

private slots:
    void aWriteThatDoesNotFitLeavesTheOldFile() {
        nashlab::test::TempDir tmp;
        const std::string path = tmp.path() + "/rounds.csv";
        QVERIFY(writeFileAtomic(path, "old contents\n").ok());
        const std::string big(688602, 'x');
        Status written = okStatus();
        {
            const FileSizeLimit limit(593920);  // the probe's cut: 145 pages of 4 KB
            written = writeFileAtomic(path, big);
        }
        QVERIFY(!written.ok());
        QCOMPARE(written.error().code, std::string("io"));
        QVERIFY2(QString::fromStdString(written.error().message).contains(QStringLiteral("rounds.csv")),
                 written.error().message.c_str());
        QCOMPARE(nashlab::test::readFile(path), std::string("old contents\n"));
        QCOMPARE(filesIn(tmp.path()), std::vector<std::string>{"rounds.csv"});  // no temporary left behind
        // With room, it lands whole.
        QVERIFY(writeFileAtomic(path, big).ok());
        QCOMPARE(nashlab::test::readFile(path).size(), big.size());
    }

    void aJsonFileThatDoesNotFitLeavesNoTemporary() {
        nashlab::test::TempDir tmp;
        const std::string path = tmp.path() + "/spec.json";
        Status written = okStatus();
        {
            const FileSizeLimit limit(100);
            written = writeJsonFileAtomic(path, Json{{"text", std::string(5000, 'a')}});
        }
        QVERIFY(!written.ok());
        QVERIFY(filesIn(tmp.path()).empty());  // no spec.json, no spec.json.tmp
    }

    void deepJsonIsRefusedByEveryReader() {
        const std::string deep = nested(50000);  // 100 KB
        QVERIFY(!withinJsonDepth(deep));
        QVERIFY(withinJsonDepth(nested(kMaxJsonDepth)));
        QVERIFY(!withinJsonDepth(nested(kMaxJsonDepth + 1)));
        QVERIFY(withinJsonDepth("\"" + std::string(1000, '[') + "\""));  // brackets in a string are text
        QVERIFY(withinJsonDepth("[\"\\\"[[[[\", 1]", 2));                // ["\"[[[[", 1]: an escaped quote

        auto parsed = parseJson(deep, "the spec");
        QVERIFY(!parsed.ok());
        QVERIFY2(QString::fromStdString(parsed.error().message).contains(QStringLiteral("nest more than 128 deep")),
                 parsed.error().message.c_str());
        QVERIFY(parseJsonOrDiscarded(deep).is_discarded());
        QCOMPARE(parseJsonOrDiscarded(nested(3)).dump(), std::string("[[[1]]]"));

        // A model's answer: refused as an answer, with a message (it quoted the value and crashed).
        ActionField field;
        field.name = "chosen_number";
        field.kind = FieldKind::Integer;
        field.min = 0;
        field.max = 100;
        auto answer = parseAnswer(R"({"chosen_number": )" + deep + "}", ActionSpec{{field}});
        QVERIFY(!answer.ok());
        QVERIFY(answer.error().message.size() < 2000);

        // A spec whose field holds it.
        Json spec1 = {{"game", "guess_average"}, {"rounds", 2}, {"seats", {{{"type", "bot"}, {"count", 2}}}}};
        const std::string text = spec1.dump();
        const std::string withDeep = text.substr(0, text.size() - 1) + R"(, "description": )" + deep + "}";
        nashlab::test::TempDir tmp;
        const std::string specPath = tmp.path() + "/spec.json";
        QVERIFY(writeFileAtomic(specPath, withDeep).ok());
        auto read = readJsonFile(specPath);
        QVERIFY(!read.ok());
    }

    void aRecordLineNestedDeepIsDamageNotACrash() {
        nashlab::test::TempDir tmp;
        const std::string dir = tmp.path() + "/run";
        fs::create_directories(dir);
        const Json spec = {{"game", "guess_average"},
                           {"rounds", 1},
                           {"seed", 1},
                           {"seats", {{{"type", "bot"}, {"strategy", "random"}, {"count", 2}}}}};
        QVERIFY(writeJsonFileAtomic(dir + "/spec.json", spec).ok());
        // Not the last line (a last line that cannot be read is a torn tail, dropped): damage.
        QVERIFY(writeFileAtomic(dir + "/events.jsonl", R"({"v": 1, "session": "rep1", "type": )" + nested(50000) +
                                                           "}\n" + R"({"v": 1, "session": "rep1", "type": "x"})" + "\n")
                    .ok());
        auto run = readRun(dir);
        QVERIFY(!run.ok());
        QVERIFY(run.error().message.size() < 4000);
    }

    void keysAreScrubbedInEveryForm_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("key local-secret-1234567 seen")
                               << QStringLiteral("key [redacted] seen");
        // One key a prefix of another: the longer goes whole (it left "ABCDEF" behind).
        QTest::newRow("prefix") << QStringLiteral("k=local-secret-1234567ABCDEF.") << QStringLiteral("k=[redacted].");
        QTest::newRow("spaced") << QStringLiteral("got: l o c a l - s e c r e t - 1 2 3 4 5 6 7 !")
                                << QStringLiteral("got: [redacted] !");
        QTest::newRow("split over lines") << QStringLiteral("local-secret-\n1234567") << QStringLiteral("[redacted]");
        // base64("local-secret-1234567"), and the Basic form of "user:local-secret-1234567".
        QTest::newRow("base64") << QStringLiteral("echo bG9jYWwtc2VjcmV0LTEyMzQ1Njc= end")
                                << QStringLiteral("echo [redacted]Njc= end");  // the last two bytes stay
        QTest::newRow("basic auth") << QStringLiteral("Authorization: Basic dXNlcjpsb2NhbC1zZWNyZXQtMTIzNDU2Nw==")
                                    << QStringLiteral("Authorization: Basic dXNlcjp[redacted]Nw==");
        QTest::newRow("no key") << QStringLiteral("the local secret of success")
                                << QStringLiteral("the local secret of success");
    }
    void keysAreScrubbedInEveryForm() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const std::vector<std::string> secrets{"local-secret-1234567", "local-secret-1234567ABCDEF"};
        const std::string out = redactSecrets(text.toStdString(), secrets);
        QCOMPARE(QString::fromStdString(out), expected);
        QCOMPARE(holdsSecret(text.toStdString(), secrets), text != expected);
        QVERIFY(out.find("1234567") == std::string::npos);
    }

    void keyVariablesAreOnlyThoseMadeForKeys_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("keyEnv");
        QTest::addColumn<QString>("baseUrl");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("NashLab's own, any host") << "openai"
                                                 << "NASHLAB_MY_SERVER"
                                                 << "http://10.0.0.5:8000/v1" << true;
        QTest::newRow("the provider's own, its API") << "openai"
                                                     << "OPENAI_API_KEY"
                                                     << "" << true;
        QTest::newRow("the provider's own, its API by URL") << "anthropic"
                                                            << "ANTHROPIC_API_KEY"
                                                            << "https://api.anthropic.com/v1" << true;
        QTest::newRow("the provider's own, another host") << "openai"
                                                          << "OPENAI_API_KEY"
                                                          << "https://evil.example/v1" << false;
        QTest::newRow("another provider's") << "openai"
                                            << "ANTHROPIC_API_KEY"
                                            << "" << false;
        QTest::newRow("AWS") << "openai"
                             << "AWS_SECRET_ACCESS_KEY"
                             << "https://evil.example/v1" << false;
        QTest::newRow("PATH") << "openai"
                              << "PATH"
                              << "" << false;
        QTest::newRow("the prefix alone") << "openai"
                                          << "NASHLAB_"
                                          << "" << false;
        QTest::newRow("none") << "openai"
                              << ""
                              << "https://any.example" << true;
    }
    void keyVariablesAreOnlyThoseMadeForKeys() {
        QFETCH(QString, provider);
        QFETCH(QString, keyEnv);
        QFETCH(QString, baseUrl);
        QFETCH(bool, allowed);
        const std::string problem = keyEnvProblem(provider.toStdString(), keyEnv.toStdString(), baseUrl.toStdString());
        QCOMPARE(problem.empty(), allowed);
        // And the spec says so when it is read.
        Json seat = {{"type", "llm"}, {"provider", provider.toStdString()}, {"model", "m"}};
        if (!keyEnv.isEmpty()) seat["api_key_env"] = keyEnv.toStdString();
        if (!baseUrl.isEmpty()) seat["base_url"] = baseUrl.toStdString();
        const Status checked = checkLlmSettings(seat, "seat entry 1");
        QCOMPARE(checked.ok(), allowed);
        if (!allowed)
            QVERIFY2(QString::fromStdString(checked.error().message).contains(QStringLiteral("NASHLAB_")),
                     checked.error().message.c_str());
    }

    void urlsMustHaveAHostAndAPort_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << "http://127.0.0.1:8000/v1" << true;
        QTest::newRow("no port") << "https://api.example.com/v1" << true;
        QTest::newRow("ipv6") << "http://[::1]:8080/v1" << true;
        QTest::newRow("user") << "http://me@host:80" << true;
        QTest::newRow("port 99999") << "http://127.0.0.1:99999" << false;
        QTest::newRow("port 0") << "http://127.0.0.1:0/v1" << false;
        QTest::newRow("port empty") << "http://127.0.0.1:/v1" << false;
        QTest::newRow("port text") << "http://127.0.0.1:http" << false;
        QTest::newRow("open bracket") << "http://[::1" << false;
        QTest::newRow("empty brackets") << "http://[]:80" << false;
        QTest::newRow("no host") << "http://:80/v1" << false;
        QTest::newRow("file") << "file:///etc/passwd" << false;
    }
    void urlsMustHaveAHostAndAPort() {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        QCOMPARE(isHttpUrl(url.toStdString()), valid);
    }

    void anAlympicsBidPastWhatIsReadIsNamed() {
        const std::string path = qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() +
                                 "/tests/data/alympics/WAC_nopersona_10_20_1.json";
        std::string text = nashlab::test::readFile(path);
        const std::size_t at = text.find("Alex bid 30,");
        QVERIFY(at != std::string::npos);
        Json good = Json::parse(text);
        QVERIFY(parseAlympicsRecord(good, "WAC_nopersona_10_20_1.json").ok());
        text.replace(at, 12, "Alex bid 1e308,");
        auto record = parseAlympicsRecord(Json::parse(text), "WAC_nopersona_10_20_1.json");
        QVERIFY(!record.ok());
        QVERIFY2(QString::fromStdString(record.error().message).contains(QStringLiteral("Alex's bid '1e308'")),
                 record.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestInputLimits)
#include "tst_input_limits.moc"
