<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>RunModel</name>
    <message>
        <source>a person</source>
        <translation>a person</translation>
    </message>
    <message>
        <source>○ idle</source>
        <translation>○ idle</translation>
    </message>
    <message>
        <source>… thinking</source>
        <translation>… thinking</translation>
    </message>
    <message>
        <source>✓ answered</source>
        <translation>✓ answered</translation>
    </message>
    <message>
        <source>↻ retrying (%1)</source>
        <translation>↻ retrying (%1)</translation>
    </message>
    <message>
        <source>⚠ fell back</source>
        <translation>⚠ fell back</translation>
    </message>
    <message>
        <source>» your turn</source>
        <translation>» your turn</translation>
    </message>
    <message>
        <source>■ stopped</source>
        <translation>■ stopped</translation>
    </message>
    <message>
        <source>✓ finished</source>
        <translation>✓ finished</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaController</name>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>A run is in progress: stop it first.</translation>
    </message>
    <message>
        <source>Unknown game '%1'.</source>
        <translation>Unknown game '%1'.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) finished</source>
        <translation><numerusform>%n session finished</numerusform><numerusform>%n sessions finished</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>, %n stopped</source>
        <translation><numerusform>, %n stopped</numerusform><numerusform>, %n stopped</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>, %n aborted</source>
        <translation><numerusform>, %n aborted</numerusform><numerusform>, %n aborted</numerusform></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaView</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Start or continue the run (Space)</source>
        <translation>Start or continue the run (Space)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause after the round in flight (Space)</source>
        <translation>Pause after the round in flight (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Play one round, then pause (N)</source>
        <translation>Play one round, then pause (N)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop the run; its folder can be resumed with nashlab-cli (Esc)</source>
        <translation>Stop the run; its folder can be resumed with nashlab-cli (Esc)</translation>
    </message>
    <message>
        <source>Pacing</source>
        <translation>Pacing</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>as fast as possible</translation>
    </message>
    <message>
        <source>4 rounds a second</source>
        <translation>4 rounds a second</translation>
    </message>
    <message>
        <source>1 round a second</source>
        <translation>1 round a second</translation>
    </message>
    <message>
        <source>1 round every 3 s</source>
        <translation>1 round every 3 s</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Presentation mode</translation>
    </message>
    <message>
        <source>Run folder: %1 — %2</source>
        <translation>Run folder: %1 — %2</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>round %1 / %2 · session %3 / %4</source>
        <translation>round %1 / %2 · session %3 / %4</translation>
    </message>
    <message>
        <source>Writing to %1</source>
        <translation>Writing to %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>after round %1</source>
        <translation>after round %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ChartsPanel</name>
    <message>
        <source>Payoff paths</source>
        <translation>Payoff paths</translation>
    </message>
    <message>
        <source>Action paths</source>
        <translation>Action paths</translation>
    </message>
    <message>
        <source>NE deviation</source>
        <translation>NE deviation</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Action by seat and round</source>
        <translation>Action by seat and round</translation>
    </message>
    <message>
        <source>Cumulative payoff by round</source>
        <translation>Cumulative payoff by round</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Cumulative payoff</source>
        <translation>Cumulative payoff</translation>
    </message>
    <message>
        <source>Actions by round</source>
        <translation>Actions by round</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mean</translation>
    </message>
    <message>
        <source>NE = %1</source>
        <translation>NE = %1</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>|action − NE| over rounds and repetitions</source>
        <translation>|action − NE| over rounds and repetitions</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>|action − NE|</source>
        <translation>|action − NE|</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>mean</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NE</translation>
    </message>
    <message>
        <source>Unknown file type '%1': use .png, .svg or .csv</source>
        <translation>Unknown file type '%1': use .png, .svg or .csv</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Could not write %1</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Export chart</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;CSV data (*.csv)</source>
        <translation>PNG image (*.png);;SVG drawing (*.svg);;CSV data (*.csv)</translation>
    </message>
    <message>
        <source>%1 — round %2: %3</source>
        <translation>%1 — round %2: %3</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ComposeView</name>
    <message>
        <source>Game parameters</source>
        <translation>Game parameters</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>all rounds</source>
        <translation>all rounds</translation>
    </message>
    <message>
        <source>tell the seat why an answer was rejected</source>
        <translation>tell the seat why an answer was rejected</translation>
    </message>
    <message>
        <source>a random legal action</source>
        <translation>a random legal action</translation>
    </message>
    <message>
        <source>the game's default action</source>
        <translation>the game's default action</translation>
    </message>
    <message>
        <source>forfeit the round</source>
        <translation>forfeit the round</translation>
    </message>
    <message>
        <source>abort the session</source>
        <translation>abort the session</translation>
    </message>
    <message>
        <source>ask for reasoning before the answer</source>
        <translation>ask for reasoning before the answer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Repetitions</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>History shown</source>
        <translation>History shown</translation>
    </message>
    <message>
        <source>Attempts per decision</source>
        <translation>Attempts per decision</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Feedback</translation>
    </message>
    <message>
        <source>After the last attempt</source>
        <translation>After the last attempt</translation>
    </message>
    <message>
        <source>Chain of thought</source>
        <translation>Chain of thought</translation>
    </message>
    <message>
        <source>Preview the messages of seat</source>
        <translation>Preview the messages of seat</translation>
    </message>
    <message>
        <source>in round 1</source>
        <translation>in round 1</translation>
    </message>
    <message>
        <source>in round 3 (after two sample rounds)</source>
        <translation>in round 3 (after two sample rounds)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Fix the problem on the left to see the preview.</source>
        <translation>Fix the problem on the left to see the preview.</translation>
    </message>
    <message>
        <source>✓ Ready: %1 seats, %2 rounds × %3 repetitions.</source>
        <translation>✓ Ready: %1 seats, %2 rounds × %3 repetitions.</translation>
    </message>
    <message>
        <source>No model seats: costs nothing.</source>
        <translation>No model seats: costs nothing.</translation>
    </message>
    <message>
        <source>At least %1 model requests (more with retries).</source>
        <translation>At least %1 model requests (more with retries).</translation>
    </message>
    <message numerus="yes">
        <source>You answer for %n seat(s) in the Arena.</source>
        <translation><numerusform>You answer for %n seat in the Arena.</numerusform><numerusform>You answer for %n seats in the Arena.</numerusform></translation>
    </message>
    <message>
        <source>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</source>
        <translation>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HeatmapView</name>
    <message>
        <source>No rounds yet</source>
        <translation>No rounds yet</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HumanInput</name>
    <message>
        <source>Send answer</source>
        <translation>Send answer</translation>
    </message>
    <message>
        <source>No question for you right now.</source>
        <translation>No question for you right now.</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Your turn, %1</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Sum</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LibraryPanel</name>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>Recent runs</translation>
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
        <translation>Library</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>Compose</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) available. Pick a game or a preset on the left.</source>
        <translation><numerusform>%n game available. Pick a game or a preset on the left.</numerusform><numerusform>%n games available. Pick a game or a preset on the left.</numerusform></translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Open spec…</source>
        <translation>Open spec…</translation>
    </message>
    <message>
        <source>Save spec…</source>
        <translation>Save spec…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Run or pause (Space)</source>
        <translation>Run or pause (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Export chart…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat's kind to LLM in the seat table; API keys go in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY), see Settings.</source>
        <translation>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat's kind to LLM in the seat table; API keys go in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY), see Settings.</translation>
    </message>
    <message>
        <source>Take seat 1 myself</source>
        <translation>Take seat 1 myself</translation>
    </message>
    <message>
        <source>Run the demo</source>
        <translation>Run the demo</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Cannot run: %1</translation>
    </message>
    <message>
        <source>Running; the run folder is %1</source>
        <translation>Running; the run folder is %1</translation>
    </message>
    <message>
        <source>Run ended: %1. Open it in Results from Recent runs.</source>
        <translation>Run ended: %1. Open it in Results from Recent runs.</translation>
    </message>
    <message>
        <source>Open spec</source>
        <translation>Open spec</translation>
    </message>
    <message>
        <source>Spec files (*.json)</source>
        <translation>Spec files (*.json)</translation>
    </message>
    <message>
        <source>Save spec</source>
        <translation>Save spec</translation>
    </message>
    <message>
        <source>Saved %1; run it with: nashlab-cli run %1</source>
        <translation>Saved %1; run it with: nashlab-cli run %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ParamForm</name>
    <message>
        <source>Reset to defaults</source>
        <translation>Reset to defaults</translation>
    </message>
    <message>
        <source>Range: %1 to %2</source>
        <translation>Range: %1 to %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ResultsView</name>
    <message>
        <source>Open run folder…</source>
        <translation>Open run folder…</translation>
    </message>
    <message>
        <source>Export rounds as CSV…</source>
        <translation>Export rounds as CSV…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Export chart…</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Open a run folder, or pick a recent run on the left.</source>
        <translation>Open a run folder, or pick a recent run on the left.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Open run folder</source>
        <translation>Open run folder</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Export rounds</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — game &lt;code&gt;%2&lt;/code&gt;, %3 rounds × %4 repetitions, seed %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — game &lt;code&gt;%2&lt;/code&gt;, %3 rounds × %4 repetitions, seed %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>%1 of %2 sessions finished.</source>
        <translation>%1 of %2 sessions finished.</translation>
    </message>
    <message>
        <source>The last line was cut off (the run was interrupted).</source>
        <translation>The last line was cut off (the run was interrupted).</translation>
    </message>
    <message>
        <source>Score %1: %2 ± %3 (n = %4)</source>
        <translation>Score %1: %2 ± %3 (n = %4)</translation>
    </message>
    <message>
        <source>after round %1 of %2</source>
        <translation>after round %1 of %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatBoard</name>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>NE &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>NE &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>No run yet</translation>
    </message>
    <message>
        <source>Compose a session and press Run, or open a run folder in Results.</source>
        <translation>Compose a session and press Run, or open a run folder in Results.</translation>
    </message>
    <message>
        <source>%1 · round %2 / %3</source>
        <translation>%1 · round %2 / %3</translation>
    </message>
    <message>
        <source>Waiting for the first round.</source>
        <translation>Waiting for the first round.</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatPanel</name>
    <message>
        <source>Round payoff</source>
        <translation>Round payoff</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Invalid answers</source>
        <translation>Invalid answers</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatTable</name>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Add seat</source>
        <translation>Add seat</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
    <message>
        <source>Fill all like this seat</source>
        <translation>Fill all like this seat</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>human</source>
        <translation>human</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>Runs folder</source>
        <translation>Runs folder</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>A new language applies when NashLab starts again. API keys: set OPENAI_API_KEY, ANTHROPIC_API_KEY or GEMINI_API_KEY in the environment (a seat may name another variable with api_key_env).</source>
        <translation>A new language applies when NashLab starts again. API keys: set OPENAI_API_KEY, ANTHROPIC_API_KEY or GEMINI_API_KEY in the environment (a seat may name another variable with api_key_env).</translation>
    </message>
</context>
</TS>