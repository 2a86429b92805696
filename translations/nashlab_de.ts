<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AuctionCharts</name>
    <message>
        <source>sold to %1 for %2</source>
        <translation>an %1 verkauft für %2</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>nicht verkauft</translation>
    </message>
</context>
<context>
    <name>HumanView</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Runde %1 von %2.</translation>
    </message>
    <message>
        <source>Last round: %1.</source>
        <translation>Letzte Runde: %1.</translation>
    </message>
    <message>
        <source>Make your choice below.</source>
        <translation>Treffen Sie unten Ihre Wahl.</translation>
    </message>
    <message>
        <source>Round %1 of %2. Everyone picks a number from %3 to %4; whoever is closest to %5 × the average wins the round.</source>
        <translation>Runde %1 von %2. Alle wählen eine Zahl von %3 bis %4; wer %5 × dem Durchschnitt am nächsten kommt, gewinnt die Runde.</translation>
    </message>
    <message>
        <source>Last round the average was %1 and the target %2.</source>
        <translation>In der letzten Runde war der Durchschnitt %1 und das Ziel %2.</translation>
    </message>
    <message>
        <source>You chose %1 and won %2.</source>
        <translation>Sie wählten %1 und gewannen %2.</translation>
    </message>
    <message>
        <source>You chose %1 and won nothing (%2).</source>
        <translation>Sie wählten %1 und gewannen nichts (%2).</translation>
    </message>
    <message>
        <source>You did not answer last round.</source>
        <translation>In der letzten Runde haben Sie nicht geantwortet.</translation>
    </message>
    <message>
        <source>Your total so far: %1.</source>
        <translation>Ihre bisherige Summe: %1.</translation>
    </message>
    <message>
        <source>Pick your number.</source>
        <translation>Wählen Sie Ihre Zahl.</translation>
    </message>
    <message>
        <source>Your number</source>
        <translation>Ihre Zahl</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>any number from %1 to %2</source>
        <translation>eine beliebige Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Winning numbers</source>
        <translation>Gewinnzahlen</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
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
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>ScoreBars</name>
    <message>
        <source>γ-Bench (code)</source>
        <translation>γ-Bench (Code)</translation>
    </message>
    <message>
        <source>γ-Bench (paper)</source>
        <translation>γ-Bench (Artikel)</translation>
    </message>
    <message>
        <source>γ-Bench score (0–100)</source>
        <translation>γ-Bench-Punktzahl (0–100)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaBoard</name>
    <message>
        <source>Your move, %1 (%2): click a column that is not full</source>
        <translation>Ihr Zug, %1 (%2): klicken Sie eine Spalte, die nicht voll ist</translation>
    </message>
    <message>
        <source>Your move, %1 (%2): click a free cell</source>
        <translation>Ihr Zug, %1 (%2): klicken Sie ein freies Feld</translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <translation>Nicht angenommen: %1</translation>
    </message>
    <message>
        <source>X: %1 · O: %2</source>
        <translation>X: %1 · O: %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Zug %1</translation>
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
        <translation>
            <numerusform>%n Sitzung beendet</numerusform>
            <numerusform>%n Sitzungen beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n stopped</source>
        <translation>
            <numerusform>, %n angehalten</numerusform>
            <numerusform>, %n angehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n aborted</source>
        <translation>
            <numerusform>, %n abgebrochen</numerusform>
            <numerusform>, %n abgebrochen</numerusform>
        </translation>
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
    <message>
        <source>Reveal next round</source>
        <translation>Nächste Runde aufdecken</translation>
    </message>
    <message>
        <source>Play the next round and show its outcome (N)</source>
        <translation>Die nächste Runde spielen und ihr Ergebnis zeigen (N)</translation>
    </message>
    <message>
        <source>reveal on click</source>
        <translation>Aufdecken per Klick</translation>
    </message>
    <message>
        <source>Anonymise seats</source>
        <translation>Plätze anonymisieren</translation>
    </message>
    <message>
        <source>Show Seat A, Seat B, … instead of names, models and strategies</source>
        <translation>Platz A, Platz B, … statt Namen, Modellen und Strategien zeigen</translation>
    </message>
    <message>
        <source>Human time limit</source>
        <translation>Zeitlimit für Menschen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Seconds a human seat has to answer (unless its spec sets timeout_s); then the invalid-answer policy's fallback answers for it. Applies from the next question.</source>
        <translation>Sekunden, die ein menschlicher Platz zum Antworten hat (sofern seine Spezifikation nicht timeout_s setzt); danach antwortet der Ersatzzug der Regel für ungültige Antworten. Gilt ab der nächsten Frage.</translation>
    </message>
    <message>
        <source>Scores appear when the run ends</source>
        <translation>Die Punktzahlen erscheinen am Ende des Laufs</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punktzahlen</translation>
    </message>
    <message>
        <source>The next round is ready: click Reveal next round or press N.</source>
        <translation>Die nächste Runde ist bereit: „Nächste Runde aufdecken“ klicken oder N drücken.</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::AuctionTabs</name>
    <message>
        <source>Priorities</source>
        <translation>Prioritäten</translation>
    </message>
    <message>
        <source>Profit path</source>
        <translation>Gewinnverlauf</translation>
    </message>
    <message>
        <source>Bid ladder</source>
        <translation>Gebotsleiter</translation>
    </message>
    <message>
        <source>Profit after each item</source>
        <translation>Gewinn nach jedem Objekt</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Profit ($)</source>
        <translation>Gewinn ($)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::BidLadderView</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No bids yet</source>
        <translation>Noch keine Gebote</translation>
    </message>
    <message>
        <source>Bids on %1 by bidding round</source>
        <translation>Gebote auf %1 je Bietrunde</translation>
    </message>
    <message>
        <source>Starting price</source>
        <translation>Startpreis</translation>
    </message>
    <message>
        <source>True value</source>
        <translation>Wahrer Wert</translation>
    </message>
    <message>
        <source>Bidding round</source>
        <translation>Bietrunde</translation>
    </message>
    <message>
        <source>Bid ($)</source>
        <translation>Gebot ($)</translation>
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
        <translation>
            <numerusform>Sie antworten in der Arena für %n Platz.</numerusform>
            <numerusform>Sie antworten in der Arena für %n Plätze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</source>
        <translation>Platz %1 ist ein Bot (%2): Bots lesen die Beobachtung, keine Nachrichten. Das würde ein Modell oder eine Person auf diesem Platz erhalten:

</translation>
    </message>
    <message>
        <source>Estimated cost about %1 %2 (%3 prompt and %4 answer tokens, from the round-1 prompt; longer histories in later rounds cost more).</source>
        <translation>Geschätzte Kosten etwa %1 %2 (%3 Prompt- und %4 Antwort-Tokens, aus dem Prompt der 1. Runde; längere Verläufe in späteren Runden kosten mehr).</translation>
    </message>
    <message>
        <source>Unknown price for %1 (not counted; add it in Settings → Prices).</source>
        <translation>Preis für %1 unbekannt (nicht gezählt; in Einstellungen → Preise ergänzen).</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::GameStrip</name>
    <message>
        <source>Game %1: click to open it</source>
        <translation>Partie %1: zum Öffnen klicken</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
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
    <message numerus="yes">
        <source>Time left: %n second(s)</source>
        <translation>
            <numerusform>Noch %n Sekunde</numerusform>
            <numerusform>Noch %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last answer was not accepted: %1</source>
        <translation>Ihre letzte Antwort wurde nicht angenommen: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LeaderboardTable</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>μ − 3σ</source>
        <translation>μ − 3σ</translation>
    </message>
    <message>
        <source>μ</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>σ</source>
        <translation>σ</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>D</source>
        <translation>U</translation>
    </message>
    <message>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>TrueSkill conservative rating: the sort order</source>
        <translation>Vorsichtige TrueSkill-Wertung: danach wird sortiert</translation>
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
        <translation>
            <numerusform>%n Spiel verfügbar. Wählen Sie links ein Spiel oder eine Vorlage.</numerusform>
            <numerusform>%n Spiele verfügbar. Wählen Sie links ein Spiel oder eine Vorlage.</numerusform>
        </translation>
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
        <source>Looking up the API keys…</source>
        <translation>Die API-Schlüssel werden gesucht …</translation>
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
    <message>
        <source>The new language applies when this run ends.</source>
        <translation>Die neue Sprache gilt, sobald dieser Lauf endet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat's kind to LLM in the seat table; set up servers and API keys in Settings → Providers (keys go to the system keychain).</source>
        <translation>&lt;b&gt;Willkommen bei NashLab.&lt;/b&gt; Eine Demo ist bereit: zehn Strategie-Bots raten 2/3 des Durchschnitts (γ-Bench). Drücken Sie &lt;b&gt;Start&lt;/b&gt; (Leertaste), um zuzusehen, oder nehmen Sie einen Platz ein und spielen Sie mit. Damit ein Sprachmodell spielt, stellen Sie die Art eines Platzes in der Platztabelle auf LLM; Server und API-Schlüssel richten Sie unter Einstellungen → Anbieter ein (Schlüssel kommen in den Schlüsselbund des Systems).</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ModelCatalog</name>
    <message numerus="yes">
        <source>%1: %n model(s) available.</source>
        <translation>
            <numerusform>%1: %n Modell verfügbar.</numerusform>
            <numerusform>%1: %n Modelle verfügbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no API key. Set one in Settings → Providers (or in the environment).</source>
        <translation>%1: kein API-Schlüssel. Legen Sie einen unter Einstellungen → Anbieter fest (oder in der Umgebung).</translation>
    </message>
    <message>
        <source>%1: the key was rejected (HTTP %2). Check or replace the key in Settings → Providers.</source>
        <translation>%1: der Schlüssel wurde abgelehnt (HTTP %2). Prüfen oder ersetzen Sie ihn unter Einstellungen → Anbieter.</translation>
    </message>
    <message>
        <source>%1: no model list at this address (HTTP 404). Check the base URL (it usually ends in /v1).</source>
        <translation>%1: unter dieser Adresse gibt es keine Modellliste (HTTP 404). Prüfen Sie die Basis-URL (sie endet meist auf /v1).</translation>
    </message>
    <message>
        <source>%1: rate limited (HTTP 429). Wait a minute, or lower the requests per minute in Settings.</source>
        <translation>%1: Ratenlimit erreicht (HTTP 429). Warten Sie eine Minute oder senken Sie die Anfragen pro Minute in den Einstellungen.</translation>
    </message>
    <message>
        <source>%1: no answer in time. Is the server running and not overloaded?</source>
        <translation>%1: keine rechtzeitige Antwort. Läuft der Server und ist er nicht überlastet?</translation>
    </message>
    <message>
        <source>%1: cannot be reached (%2). Check the address and that the server is running.</source>
        <translation>%1: nicht erreichbar (%2). Prüfen Sie die Adresse und ob der Server läuft.</translation>
    </message>
    <message>
        <source>%1: the server failed (HTTP %2). Try again later.</source>
        <translation>%1: Serverfehler (HTTP %2). Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>%1: the answer is not a model list (%2). Is this the right provider type?</source>
        <translation>%1: die Antwort ist keine Modellliste (%2). Ist das der richtige Anbietertyp?</translation>
    </message>
    <message>
        <source>%1: unknown provider.</source>
        <translation>%1: unbekannter Anbieter.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <name>nashlab::ui::PricesPage</name>
    <message>
        <source>Prices per million tokens (input = prompt, output = answer), by "provider/model" or just "model". Your copy is saved to %1 and overrides the built-in table; entries you delete fall back to the built-in price. Check your provider's page: prices change.</source>
        <translation>Preise pro Million Tokens (input = Prompt, output = Antwort), nach „Anbieter/Modell“ oder nur „Modell“. Ihre Kopie wird in %1 gespeichert und ersetzt die eingebaute Tabelle; gelöschte Einträge fallen auf den eingebauten Preis zurück. Prüfen Sie die Seite Ihres Anbieters: Preise ändern sich.</translation>
    </message>
    <message>
        <source>Start again from the built-in table</source>
        <translation>Neu mit der eingebauten Tabelle beginnen</translation>
    </message>
    <message numerus="yes">
        <source>✓ %n price(s).</source>
        <translation>
            <numerusform>✓ %n Preis.</numerusform>
            <numerusform>✓ %n Preise.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PriorityHeatmap</name>
    <message>
        <source>No auction yet</source>
        <translation>Noch keine Auktion</translation>
    </message>
    <message>
        <source>No bidder plans in this session (planning is off)</source>
        <translation>Keine Bieterpläne in dieser Sitzung (Planung ist aus)</translation>
    </message>
    <message>
        <source>Priority per item at each planning step (row 0 = the plan before the auction)</source>
        <translation>Priorität je Objekt in jedem Planungsschritt (Zeile 0 = der Plan vor der Auktion)</translation>
    </message>
    <message>
        <source>1 low</source>
        <translation>1 niedrig</translation>
    </message>
    <message>
        <source>2 medium</source>
        <translation>2 mittel</translation>
    </message>
    <message>
        <source>3 top</source>
        <translation>3 höchste</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>%1 — step %2, %3: %4%5</source>
        <translation>%1 — Schritt %2, %3: %4%5</translation>
    </message>
    <message>
        <source>no priority</source>
        <translation>keine Priorität</translation>
    </message>
    <message>
        <source> (won)</source>
        <translation> (gewonnen)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ProvidersPage</name>
    <message>
        <source>The servers LLM seats can use. Pick one per seat in Compose. Any OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenRouter, DeepSeek) works with the provider openai and its base URL. Limits: requests in flight, requests and tokens per minute (— = the default: 16 in flight, no rate limit).</source>
        <translation>Die Server, die LLM-Plätze nutzen können. Wählen Sie unter Zusammenstellen einen pro Platz. Jeder OpenAI-kompatible Server (vLLM, llama.cpp, LM Studio, OpenRouter, DeepSeek) funktioniert mit dem Anbieter openai und seiner Basis-URL. Grenzen: gleichzeitige Anfragen, Anfragen und Tokens pro Minute (— = Vorgabe: 16 gleichzeitig, kein Ratenlimit).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>Gleichzeitig</translation>
    </message>
    <message>
        <source>Requests/min</source>
        <translation>Anfragen/min</translation>
    </message>
    <message>
        <source>Tokens/min</source>
        <translation>Tokens/min</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Add endpoint</source>
        <translation>Endpunkt hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>API key of the selected endpoint</source>
        <translation>API-Schlüssel des gewählten Endpunkts</translation>
    </message>
    <message>
        <source>paste a key to store it in the system keychain</source>
        <translation>Schlüssel einfügen, um ihn im Schlüsselbund zu speichern</translation>
    </message>
    <message>
        <source>Store key</source>
        <translation>Schlüssel speichern</translation>
    </message>
    <message>
        <source>Clear key</source>
        <translation>Schlüssel löschen</translation>
    </message>
    <message>
        <source>Keys go to the system keychain only (service NashLab), never to settings.ini, a spec or a run folder. A key in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) is used for the provider's public endpoint when none is stored.</source>
        <translation>Schlüssel kommen nur in den Schlüsselbund des Systems (Dienst NashLab), nie in settings.ini, eine Spezifikation oder einen Laufordner. Ein Schlüssel aus der Umgebung (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) wird für den öffentlichen Endpunkt des Anbieters verwendet, wenn keiner gespeichert ist.</translation>
    </message>
    <message>
        <source>My server</source>
        <translation>Mein Server</translation>
    </message>
    <message>
        <source>Empty: the provider's public endpoint. For another server, e.g. http://127.0.0.1:8000/v1</source>
        <translation>Leer: der öffentliche Endpunkt des Anbieters. Für einen anderen Server z. B. http://127.0.0.1:8000/v1</translation>
    </message>
    <message>
        <source>Endpoint: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Endpunkt: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Key: not stored.</source>
        <translation>Schlüssel: nicht gespeichert.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Der Schlüssel wird im Schlüsselbund des Systems gespeichert …</translation>
    </message>
    <message>
        <source>Key: looking in the system keychain…</source>
        <translation>Schlüssel: wird im Schlüsselbund des Systems gesucht …</translation>
    </message>
    <message>
        <source>Local servers often need none.</source>
        <translation>Lokale Server brauchen oft keinen.</translation>
    </message>
    <message>
        <source>Key: stored in the system keychain.</source>
        <translation>Schlüssel: im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>Key: from the environment (%1).</source>
        <translation>Schlüssel: aus der Umgebung (%1).</translation>
    </message>
    <message>
        <source>Key: from the keychain entry %1.</source>
        <translation>Schlüssel: aus dem Schlüsselbund-Eintrag %1.</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>Der Schlüssel wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The key was not removed: %1</source>
        <translation>Der Schlüssel wurde nicht entfernt: %1</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>Teste %1 …</translation>
    </message>
    <message numerus="yes">
        <source>✓ %1 answers: %n model(s): %2</source>
        <translation>
            <numerusform>✓ %1 antwortet: %n Modell: %2</numerusform>
            <numerusform>✓ %1 antwortet: %n Modelle: %2</numerusform>
        </translation>
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
    <message>
        <source>Import γ-Bench result…</source>
        <translation>γ-Bench-Ergebnis importieren …</translation>
    </message>
    <message>
        <source>Turn γ-Bench result files (JSON) into run folders and open them, as nashlab-cli import gamabench does</source>
        <translation>γ-Bench-Ergebnisdateien (JSON) in Laufordner umwandeln und öffnen, wie nashlab-cli import gamabench</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punktzahlen</translation>
    </message>
    <message>
        <source>If the run is still being written, new rounds appear here as they come.</source>
        <translation>Wird der Lauf noch geschrieben, erscheinen neue Runden hier, sobald sie kommen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pick result files saved by γ-Bench (JSON with "meta", "round_records" and "player_data") of a game NashLab knows; see docs/gamabench-import.md.</source>
        <translation>Wählen Sie von γ-Bench gespeicherte Ergebnisdateien (JSON mit „meta“, „round_records“ und „player_data“) eines Spiels, das NashLab kennt; siehe docs/gamabench-import.md.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s); some files failed:</source>
        <translation>
            <numerusform>%n Lauf importiert; einige Dateien schlugen fehl:</numerusform>
            <numerusform>%n Läufe importiert; einige Dateien schlugen fehl:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import γ-Bench results</source>
        <translation>γ-Bench-Ergebnisse importieren</translation>
    </message>
    <message>
        <source>γ-Bench result files (*.json);;All files (*)</source>
        <translation>γ-Bench-Ergebnisdateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ScoreBarsView</name>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>per seat</source>
        <translation>je Platz</translation>
    </message>
    <message>
        <source>per model</source>
        <translation>je Modell</translation>
    </message>
    <message>
        <source>Error bars</source>
        <translation>Fehlerbalken</translation>
    </message>
    <message>
        <source>mean ± 1 sd</source>
        <translation>Mittelwert ± 1 SA</translation>
    </message>
    <message>
        <source>95% CI of the mean</source>
        <translation>95-%-KI des Mittelwerts</translation>
    </message>
    <message>
        <source>± 1 sd</source>
        <translation>± 1 SA</translation>
    </message>
    <message>
        <source>Open a run to see its scores</source>
        <translation>Öffnen Sie einen Lauf, um seine Punktzahlen zu sehen</translation>
    </message>
    <message>
        <source>%1 — mean over repetitions, error bars %2</source>
        <translation>%1 — Mittelwert über Wiederholungen, Fehlerbalken %2</translation>
    </message>
    <message>
        <source>%1: %2, %3 [%4, %5], n = %6</source>
        <translation>%1: %2, %3 [%4, %5], n = %6</translation>
    </message>
    <message>
        <source>The game's own score of each session (γ-Bench's formulas), over the run's sessions.</source>
        <translation>Die spieleigene Punktzahl jeder Sitzung (γ-Bench-Formeln), über die Sitzungen des Laufs.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) did not finish and are included as far as they got.</source>
        <translation>
            <numerusform>%n Sitzung wurde nicht beendet und zählt so weit, wie sie kam.</numerusform>
            <numerusform>%n Sitzungen wurden nicht beendet und zählen so weit, wie sie kamen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatBoard</name>
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
    <message>
        <source>Latest decision: round %1</source>
        <translation>Letzte Entscheidung: Runde %1</translation>
    </message>
    <message>
        <source>The prompt is hidden in presentation mode.</source>
        <translation>Im Präsentationsmodus ist der Prompt verborgen.</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Reply (arriving)</source>
        <translation>Antwort (kommt an)</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Rejected or replaced because</source>
        <translation>Abgelehnt oder ersetzt, weil</translation>
    </message>
    <message>
        <source>No prompt or reply to show: bots read no prompt and answer without text.</source>
        <translation>Kein Prompt und keine Antwort: Bots lesen keinen Prompt und antworten ohne Text.</translation>
    </message>
    <message>
        <source>Nothing to show yet: this seat has not answered in this session.</source>
        <translation>Noch nichts zu zeigen: dieser Platz hat in dieser Sitzung noch nicht geantwortet.</translation>
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
    <message>
        <source>Click to enlarge (prompt, full reply, reasoning); click again or Esc to return</source>
        <translation>Klicken zum Vergrößern (Prompt, ganze Antwort, Begründung); erneut klicken oder Esc für zurück</translation>
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
    <message>
        <source>The temperature must be a number from 0 to 2.</source>
        <translation>Die Temperatur muss eine Zahl von 0 bis 2 sein.</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>Modelle neu laden</translation>
    </message>
    <message>
        <source>model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <source>none, a preset, or your own text</source>
        <translation>keine, eine Vorlage oder eigener Text</translation>
    </message>
    <message>
        <source>0 = always the most likely answer, up to 2 = very varied; empty: 1</source>
        <translation>0 = immer die wahrscheinlichste Antwort, bis 2 = sehr abwechslungsreich; leer: 1</translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation>Ein gefundenes Modell wählen oder seinen Namen eingeben</translation>
    </message>
    <message>
        <source>Looking up the models of %1…</source>
        <translation>Suche die Modelle von %1 …</translation>
    </message>
    <message>
        <source>⚠ %1 (You can still type a model name.)</source>
        <translation>⚠ %1 (Sie können trotzdem einen Modellnamen eingeben.)</translation>
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
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>A new language applies as soon as you press OK (after the run in progress, if one is).</source>
        <translation>Eine neue Sprache gilt, sobald Sie OK drücken (nach dem laufenden Lauf, falls einer läuft).</translation>
    </message>
    <message>
        <source>none: the built-in prompts</source>
        <translation>keiner: die eingebauten Prompts</translation>
    </message>
    <message>
        <source>Prompt templates</source>
        <translation>Prompt-Vorlagen</translation>
    </message>
    <message>
        <source>Templates are files &lt;i&gt;&amp;lt;folder&amp;gt;/&amp;lt;game id&amp;gt;/&amp;lt;template&amp;gt;.mustache&lt;/i&gt;; each replaces the built-in template of that name (see engine/games/*/prompts).</source>
        <translation>Vorlagen sind Dateien &lt;i&gt;&amp;lt;Ordner&amp;gt;/&amp;lt;Spiel-ID&amp;gt;/&amp;lt;Vorlage&amp;gt;.mustache&lt;/i&gt;; jede ersetzt die eingebaute Vorlage gleichen Namens (siehe engine/games/*/prompts).</translation>
    </message>
    <message>
        <source>⚠ %1 is not a folder.</source>
        <translation>⚠ %1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>This folder overrides no built-in template.</source>
        <translation>Dieser Ordner ersetzt keine eingebaute Vorlage.</translation>
    </message>
    <message>
        <source>Overrides: %1</source>
        <translation>Ersetzt: %1</translation>
    </message>
    <message>
        <source>Not used (no built-in template of that name): %1</source>
        <translation>Nicht verwendet (keine eingebaute Vorlage dieses Namens): %1</translation>
    </message>
    <message>
        <source>The price table is not saved: %1</source>
        <translation>Die Preistabelle wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::StrengthChart</name>
    <message>
        <source>Bradley–Terry strength (log-odds) with 95 % bootstrap intervals</source>
        <translation>Bradley–Terry-Stärke (Log-Odds) mit 95-%-Bootstrap-Intervallen</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentForm</name>
    <message>
        <source>TicTacToe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>Connect Four</source>
        <translation>Vier gewinnt</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Paarung</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>jeder gegen jeden</translation>
    </message>
    <message>
        <source>random pairs</source>
        <translation>zufällige Paare</translation>
    </message>
    <message>
        <source>adaptive (close ratings)</source>
        <translation>adaptiv (ähnliche Wertungen)</translation>
    </message>
    <message>
        <source>Games per pair</source>
        <translation>Partien je Paar</translation>
    </message>
    <message>
        <source>Max games</source>
        <translation>Höchstzahl Partien</translation>
    </message>
    <message>
        <source>one cycle</source>
        <translation>ein Durchgang</translation>
    </message>
    <message>
        <source>Total games; required for random and adaptive pairing</source>
        <translation>Partien insgesamt; nötig bei zufälliger und adaptiver Paarung</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Umgebungen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Teilnehmer</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentView</name>
    <message>
        <source>Run tournament</source>
        <translation>Turnier starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>No new game starts; the folder can be resumed with nashlab-cli tournament --resume</source>
        <translation>Keine neue Partie beginnt; der Ordner lässt sich mit nashlab-cli tournament --resume fortsetzen</translation>
    </message>
    <message>
        <source>Pick environments and at least two entrants, then Run.</source>
        <translation>Wählen Sie Umgebungen und mindestens zwei Teilnehmer, dann Starten.</translation>
    </message>
    <message>
        <source>Leaderboard of</source>
        <translation>Rangliste von</translation>
    </message>
    <message>
        <source>Bradley–Terry strengths appear when the tournament ends</source>
        <translation>Die Bradley–Terry-Stärken erscheinen, wenn das Turnier endet</translation>
    </message>
    <message>
        <source>Latest games (click one to open it in the Arena)</source>
        <translation>Neueste Partien (zum Öffnen in der Arena anklicken)</translation>
    </message>
    <message>
        <source>X %1 · O %2</source>
        <translation>X %1 · O %2</translation>
    </message>
    <message>
        <source>%1 of %2 games played — %3</source>
        <translation>%1 von %2 Partien gespielt — %3</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <source>Playing… — %1</source>
        <translation>Läuft… — %1</translation>
    </message>
    <message>
        <source>The tournament's record could not be read: %1</source>
        <translation>Die Aufzeichnung des Turniers ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>Finished: %1 games — %2</source>
        <translation>Beendet: %1 Partien — %2</translation>
    </message>
</context>
</TS>