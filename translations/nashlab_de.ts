<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>RunModel</name>
    <message>
        <source>a person</source>
        <translation>eine Person</translation>
    </message>
    <message>
        <source>○ idle</source>
        <translation>○ bereit</translation>
    </message>
    <message>
        <source>… thinking</source>
        <translation>… überlegt</translation>
    </message>
    <message>
        <source>✓ answered</source>
        <translation>✓ geantwortet</translation>
    </message>
    <message>
        <source>↻ retrying (%1)</source>
        <translation>↻ neuer Versuch (%1)</translation>
    </message>
    <message>
        <source>⚠ fell back</source>
        <translation>⚠ Ersatzzug</translation>
    </message>
    <message>
        <source>» your turn</source>
        <translation>» Sie sind dran</translation>
    </message>
    <message>
        <source>■ stopped</source>
        <translation>■ angehalten</translation>
    </message>
    <message>
        <source>✓ finished</source>
        <translation>✓ fertig</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaController</name>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>Ein Lauf ist im Gang: Halten Sie ihn zuerst an.</translation>
    </message>
    <message>
        <source>Unknown game '%1'.</source>
        <translation>Unbekanntes Spiel „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) finished</source>
        <translation><numerusform>%n Sitzung beendet</numerusform><numerusform>%n Sitzungen beendet</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>, %n stopped</source>
        <translation><numerusform>, %n angehalten</numerusform><numerusform>, %n angehalten</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>, %n aborted</source>
        <translation><numerusform>, %n abgebrochen</numerusform><numerusform>, %n abgebrochen</numerusform></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaView</name>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Start or continue the run (Space)</source>
        <translation>Lauf starten oder fortsetzen (Leertaste)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause after the round in flight (Space)</source>
        <translation>Nach der laufenden Runde pausieren (Leertaste)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Play one round, then pause (N)</source>
        <translation>Eine Runde spielen, dann pausieren (N)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop the run; its folder can be resumed with nashlab-cli (Esc)</source>
        <translation>Lauf anhalten; der Ordner lässt sich mit nashlab-cli fortsetzen (Esc)</translation>
    </message>
    <message>
        <source>Pacing</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>4 rounds a second</source>
        <translation>4 Runden pro Sekunde</translation>
    </message>
    <message>
        <source>1 round a second</source>
        <translation>1 Runde pro Sekunde</translation>
    </message>
    <message>
        <source>1 round every 3 s</source>
        <translation>1 Runde alle 3 s</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>Run folder: %1 — %2</source>
        <translation>Lauf-Ordner: %1 — %2</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>round %1 / %2 · session %3 / %4</source>
        <translation>Runde %1 / %2 · Sitzung %3 / %4</translation>
    </message>
    <message>
        <source>Writing to %1</source>
        <translation>Schreibe nach %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>after round %1</source>
        <translation>nach Runde %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ChartsPanel</name>
    <message>
        <source>Payoff paths</source>
        <translation>Auszahlungsverläufe</translation>
    </message>
    <message>
        <source>Action paths</source>
        <translation>Aktionsverläufe</translation>
    </message>
    <message>
        <source>NE deviation</source>
        <translation>Abweichung vom NG</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Action by seat and round</source>
        <translation>Aktion je Platz und Runde</translation>
    </message>
    <message>
        <source>Cumulative payoff by round</source>
        <translation>Kumulierte Auszahlung je Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Cumulative payoff</source>
        <translation>Kumulierte Auszahlung</translation>
    </message>
    <message>
        <source>Actions by round</source>
        <translation>Aktionen je Runde</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>NE = %1</source>
        <translation>NG = %1</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>|action − NE| over rounds and repetitions</source>
        <translation>|Aktion − NG| über Runden und Wiederholungen</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>|action − NE|</source>
        <translation>|Aktion − NG|</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NG</translation>
    </message>
    <message>
        <source>Unknown file type '%1': use .png, .svg or .csv</source>
        <translation>Unbekannter Dateityp „%1“: verwenden Sie .png, .svg oder .csv</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;CSV data (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;CSV-Daten (*.csv)</translation>
    </message>
    <message>
        <source>%1 — round %2: %3</source>
        <translation>%1 — Runde %2: %3</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ComposeView</name>
    <message>
        <source>Game parameters</source>
        <translation>Spielparameter</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>all rounds</source>
        <translation>alle Runden</translation>
    </message>
    <message>
        <source>tell the seat why an answer was rejected</source>
        <translation>dem Platz sagen, warum eine Antwort abgelehnt wurde</translation>
    </message>
    <message>
        <source>a random legal action</source>
        <translation>eine zufällige gültige Aktion</translation>
    </message>
    <message>
        <source>the game's default action</source>
        <translation>die Standardaktion des Spiels</translation>
    </message>
    <message>
        <source>forfeit the round</source>
        <translation>die Runde verfallen lassen</translation>
    </message>
    <message>
        <source>abort the session</source>
        <translation>die Sitzung abbrechen</translation>
    </message>
    <message>
        <source>ask for reasoning before the answer</source>
        <translation>vor der Antwort nach einer Begründung fragen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>History shown</source>
        <translation>Gezeigter Verlauf</translation>
    </message>
    <message>
        <source>Attempts per decision</source>
        <translation>Versuche je Entscheidung</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
    </message>
    <message>
        <source>After the last attempt</source>
        <translation>Nach dem letzten Versuch</translation>
    </message>
    <message>
        <source>Chain of thought</source>
        <translation>Gedankenkette</translation>
    </message>
    <message>
        <source>Preview the messages of seat</source>
        <translation>Nachrichten anzeigen für Platz</translation>
    </message>
    <message>
        <source>in round 1</source>
        <translation>in Runde 1</translation>
    </message>
    <message>
        <source>in round 3 (after two sample rounds)</source>
        <translation>in Runde 3 (nach zwei Beispielrunden)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Fix the problem on the left to see the preview.</source>
        <translation>Beheben Sie das Problem links, um die Vorschau zu sehen.</translation>
    </message>
    <message>
        <source>✓ Ready: %1 seats, %2 rounds × %3 repetitions.</source>
        <translation>✓ Bereit: %1 Plätze, %2 Runden × %3 Wiederholungen.</translation>
    </message>
    <message>
        <source>No model seats: costs nothing.</source>
        <translation>Keine Modell-Plätze: kostet nichts.</translation>
    </message>
    <message>
        <source>At least %1 model requests (more with retries).</source>
        <translation>Mindestens %1 Modellanfragen (mehr bei Wiederholungen).</translation>
    </message>
    <message numerus="yes">
        <source>You answer for %n seat(s) in the Arena.</source>
        <translation><numerusform>Sie antworten in der Arena für %n Platz.</numerusform><numerusform>Sie antworten in der Arena für %n Plätze.</numerusform></translation>
    </message>
    <message>
        <source>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</source>
        <translation>Platz %1 ist ein Bot (%2): Bots lesen die Beobachtung, keine Nachrichten. Das würde ein Modell oder eine Person auf diesem Platz erhalten:

</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HeatmapView</name>
    <message>
        <source>No rounds yet</source>
        <translation>Noch keine Runden</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HumanInput</name>
    <message>
        <source>Send answer</source>
        <translation>Antwort senden</translation>
    </message>
    <message>
        <source>No question for you right now.</source>
        <translation>Im Moment gibt es keine Frage an Sie.</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Sie sind dran, %1</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LibraryPanel</name>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>Letzte Läufe</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::MainWindow</name>
    <message>
        <source>NashLab</source>
        <translation>NashLab</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>Entwerfen</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) available. Pick a game or a preset on the left.</source>
        <translation><numerusform>%n Spiel verfügbar. Wählen Sie links ein Spiel oder eine Vorlage.</numerusform><numerusform>%n Spiele verfügbar. Wählen Sie links ein Spiel oder eine Vorlage.</numerusform></translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Open spec…</source>
        <translation>Spezifikation öffnen…</translation>
    </message>
    <message>
        <source>Save spec…</source>
        <translation>Spezifikation speichern…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Run or pause (Space)</source>
        <translation>Starten oder pausieren (Leertaste)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat's kind to LLM in the seat table; API keys go in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY), see Settings.</source>
        <translation>&lt;b&gt;Willkommen bei NashLab.&lt;/b&gt; Eine Demo ist bereit: Zehn Strategie-Bots raten 2/3 des Durchschnitts (γ-Bench). Drücken Sie &lt;b&gt;Starten&lt;/b&gt; (Leertaste), um zuzusehen, oder übernehmen Sie einen Platz und spielen Sie mit. Damit ein Sprachmodell spielt, stellen Sie in der Platztabelle die Art eines Platzes auf LLM; API-Schlüssel gehören in die Umgebung (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY), siehe Einstellungen.</translation>
    </message>
    <message>
        <source>Take seat 1 myself</source>
        <translation>Platz 1 selbst übernehmen</translation>
    </message>
    <message>
        <source>Run the demo</source>
        <translation>Demo starten</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <source>Running; the run folder is %1</source>
        <translation>Läuft; der Lauf-Ordner ist %1</translation>
    </message>
    <message>
        <source>Run ended: %1. Open it in Results from Recent runs.</source>
        <translation>Lauf beendet: %1. Öffnen Sie ihn unter Ergebnisse über „Letzte Läufe“.</translation>
    </message>
    <message>
        <source>Open spec</source>
        <translation>Spezifikation öffnen</translation>
    </message>
    <message>
        <source>Spec files (*.json)</source>
        <translation>Spezifikationsdateien (*.json)</translation>
    </message>
    <message>
        <source>Save spec</source>
        <translation>Spezifikation speichern</translation>
    </message>
    <message>
        <source>Saved %1; run it with: nashlab-cli run %1</source>
        <translation>%1 gespeichert; starten mit: nashlab-cli run %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ParamForm</name>
    <message>
        <source>Reset to defaults</source>
        <translation>Auf Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <source>Range: %1 to %2</source>
        <translation>Bereich: %1 bis %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ResultsView</name>
    <message>
        <source>Open run folder…</source>
        <translation>Lauf-Ordner öffnen…</translation>
    </message>
    <message>
        <source>Export rounds as CSV…</source>
        <translation>Runden als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Open a run folder, or pick a recent run on the left.</source>
        <translation>Öffnen Sie einen Lauf-Ordner oder wählen Sie links einen letzten Lauf.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Open run folder</source>
        <translation>Lauf-Ordner öffnen</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Runden exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — game &lt;code&gt;%2&lt;/code&gt;, %3 rounds × %4 repetitions, seed %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — Spiel &lt;code&gt;%2&lt;/code&gt;, %3 Runden × %4 Wiederholungen, Startwert %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>%1 of %2 sessions finished.</source>
        <translation>%1 von %2 Sitzungen beendet.</translation>
    </message>
    <message>
        <source>The last line was cut off (the run was interrupted).</source>
        <translation>Die letzte Zeile ist abgeschnitten (der Lauf wurde unterbrochen).</translation>
    </message>
    <message>
        <source>Score %1: %2 ± %3 (n = %4)</source>
        <translation>Punktzahl %1: %2 ± %3 (n = %4)</translation>
    </message>
    <message>
        <source>after round %1 of %2</source>
        <translation>nach Runde %1 von %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatBoard</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>NE &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>NG &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>Noch kein Lauf</translation>
    </message>
    <message>
        <source>Compose a session and press Run, or open a run folder in Results.</source>
        <translation>Entwerfen Sie eine Sitzung und drücken Sie Starten, oder öffnen Sie unter Ergebnisse einen Lauf-Ordner.</translation>
    </message>
    <message>
        <source>%1 · round %2 / %3</source>
        <translation>%1 · Runde %2 / %3</translation>
    </message>
    <message>
        <source>Waiting for the first round.</source>
        <translation>Warte auf die erste Runde.</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatPanel</name>
    <message>
        <source>Round payoff</source>
        <translation>Auszahlung der Runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Invalid answers</source>
        <translation>Ungültige Antworten</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatTable</name>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Add seat</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Fill all like this seat</source>
        <translation>Alle wie diesen Platz füllen</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Runs folder</source>
        <translation>Lauf-Ordner</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language applies when NashLab starts again. API keys: set OPENAI_API_KEY, ANTHROPIC_API_KEY or GEMINI_API_KEY in the environment (a seat may name another variable with api_key_env).</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von NashLab. API-Schlüssel: Setzen Sie OPENAI_API_KEY, ANTHROPIC_API_KEY oder GEMINI_API_KEY in der Umgebung (ein Platz kann mit api_key_env eine andere Variable nennen).</translation>
    </message>
</context>
</TS>