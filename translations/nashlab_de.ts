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
    <name>Errors</name>
    <message>
        <source>A file could not be read or written</source>
        <translation>Eine Datei konnte nicht gelesen oder geschrieben werden</translation>
    </message>
    <message>
        <source>The text is not valid JSON</source>
        <translation>Der Text ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>The file is too large to read</source>
        <translation>Die Datei ist zu groß zum Lesen</translation>
    </message>
    <message>
        <source>The spec is not valid</source>
        <translation>Die Spezifikation ist ungültig</translation>
    </message>
    <message>
        <source>A value is not valid</source>
        <translation>Ein Wert ist ungültig</translation>
    </message>
    <message>
        <source>A value has the wrong type</source>
        <translation>Ein Wert hat den falschen Typ</translation>
    </message>
    <message>
        <source>A value is out of range</source>
        <translation>Ein Wert liegt außerhalb des erlaubten Bereichs</translation>
    </message>
    <message>
        <source>A text is too long</source>
        <translation>Ein Text ist zu lang</translation>
    </message>
    <message>
        <source>A text is too short</source>
        <translation>Ein Text ist zu kurz</translation>
    </message>
    <message>
        <source>A required field is missing</source>
        <translation>Ein Pflichtfeld fehlt</translation>
    </message>
    <message>
        <source>A field is not known</source>
        <translation>Ein Feld ist unbekannt</translation>
    </message>
    <message>
        <source>An option is not valid</source>
        <translation>Eine Option ist ungültig</translation>
    </message>
    <message>
        <source>A game parameter is not valid</source>
        <translation>Ein Spielparameter ist ungültig</translation>
    </message>
    <message>
        <source>The game has no such parameter</source>
        <translation>Das Spiel hat keinen solchen Parameter</translation>
    </message>
    <message>
        <source>There is no such game</source>
        <translation>Dieses Spiel gibt es nicht</translation>
    </message>
    <message>
        <source>The seats do not fit the game</source>
        <translation>Die Plätze passen nicht zum Spiel</translation>
    </message>
    <message>
        <source>There is no such bot strategy</source>
        <translation>Diese Bot-Strategie gibt es nicht</translation>
    </message>
    <message>
        <source>This kind of seat cannot play here</source>
        <translation>Diese Art von Platz kann hier nicht spielen</translation>
    </message>
    <message>
        <source>A prompt template could not be filled in</source>
        <translation>Eine Prompt-Vorlage konnte nicht ausgefüllt werden</translation>
    </message>
    <message>
        <source>The run&apos;s record is damaged</source>
        <translation>Die Aufzeichnung des Laufs ist beschädigt</translation>
    </message>
    <message>
        <source>This file comes from a newer NashLab</source>
        <translation>Diese Datei stammt von einer neueren NashLab-Version</translation>
    </message>
    <message>
        <source>The files do not belong together</source>
        <translation>Die Dateien gehören nicht zusammen</translation>
    </message>
    <message>
        <source>A part of the run is not finished</source>
        <translation>Ein Teil des Laufs ist nicht fertig</translation>
    </message>
    <message>
        <source>The file cannot be imported</source>
        <translation>Die Datei kann nicht importiert werden</translation>
    </message>
    <message>
        <source>The room cannot open</source>
        <translation>Der Raum kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The room refused the command</source>
        <translation>Der Raum hat den Befehl abgelehnt</translation>
    </message>
    <message>
        <source>The model&apos;s server sent an unusable answer</source>
        <translation>Der Server des Modells hat eine unbrauchbare Antwort geschickt</translation>
    </message>
    <message>
        <source>The model&apos;s server reported an error</source>
        <translation>Der Server des Modells hat einen Fehler gemeldet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 what went wrong, in the reader&apos;s language; %2 the details (file, field, value) in English</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Guess R × the average</source>
        <translation>Rate R × den Durchschnitt</translation>
    </message>
    <message>
        <source>Every player picks a number between MIN and MAX at the same time. The target is R times the average of all picks; whoever is closest to the target wins the prize (shared on a tie). For R &lt; 1 the only Nash equilibrium is everyone picking MIN.</source>
        <translation>Alle Spieler wählen gleichzeitig eine Zahl zwischen MIN und MAX. Das Ziel ist R mal der Durchschnitt aller gewählten Zahlen; wer dem Ziel am nächsten kommt, gewinnt den Preis (bei Gleichstand geteilt). Für R &lt; 1 ist das einzige Nash-Gleichgewicht, dass alle MIN wählen.</translation>
    </message>
    <message>
        <source>Lowest number</source>
        <translation>Kleinste Zahl</translation>
    </message>
    <message>
        <source>Smallest number a player may pick (γ-Bench MIN).</source>
        <translation>Kleinste Zahl, die ein Spieler wählen darf (γ-Bench MIN).</translation>
    </message>
    <message>
        <source>Highest number</source>
        <translation>Größte Zahl</translation>
    </message>
    <message>
        <source>Largest number a player may pick (γ-Bench MAX, EconArena c̄).</source>
        <translation>Größte Zahl, die ein Spieler wählen darf (γ-Bench MAX, EconArena c̄).</translation>
    </message>
    <message>
        <source>Ratio R</source>
        <translation>Faktor R</translation>
    </message>
    <message>
        <source>The target is R × average; write fractions like &quot;2/3&quot;. γ-Bench varies R from 0 to 2.</source>
        <translation>Das Ziel ist R × Durchschnitt; Brüche wie „2/3“ schreiben. γ-Bench variiert R von 0 bis 2.</translation>
    </message>
    <message>
        <source>Whole numbers only</source>
        <translation>Nur ganze Zahlen</translation>
    </message>
    <message>
        <source>γ-Bench asks for integers; EconArena allows any real number.</source>
        <translation>γ-Bench verlangt ganze Zahlen; EconArena erlaubt jede reelle Zahl.</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>What the winner gets each round; split equally on a tie.</source>
        <translation>Was der Gewinner jede Runde bekommt; bei Gleichstand zu gleichen Teilen geteilt.</translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation>Gleichstandsregel</translation>
    </message>
    <message>
        <source>all_closest: everyone at the minimal distance shares (EconArena). first_closest_number: the first closest number in seat order wins, with everyone who chose it (γ-Bench code).</source>
        <translation>all_closest: Alle mit dem kleinsten Abstand teilen (EconArena). first_closest_number: Die erste nächstgelegene Zahl in Platzreihenfolge gewinnt, zusammen mit allen, die sie gewählt haben (γ-Bench-Code).</translation>
    </message>
    <message>
        <source>Scale group</source>
        <translation>Größenklasse</translation>
    </message>
    <message>
        <source>EconArena&apos;s config groups: the upper bound is drawn from L [10,100), M [100,1000) or H [1000,10000) per session; &apos;none&apos; uses Highest number.</source>
        <translation>Die Konfigurationsgruppen von EconArena: Die Obergrenze wird je Sitzung aus L [10,100), M [100,1000) oder H [1000,10000) gezogen; „none“ verwendet „Größte Zahl“.</translation>
    </message>
    <message>
        <source>Plays the Nash equilibrium (MIN for R &lt; 1, MAX for R &gt; 1, the midpoint for R = 1).</source>
        <translation>Spielt das Nash-Gleichgewicht (MIN für R &lt; 1, MAX für R &gt; 1, die Mitte für R = 1).</translation>
    </message>
    <message>
        <source>Picks uniformly at random from the allowed range.</source>
        <translation>Wählt gleichverteilt zufällig aus dem erlaubten Bereich.</translation>
    </message>
    <message>
        <source>Cycles through a given list of numbers by round, like γ-Bench&apos;s specified players.</source>
        <translation>Durchläuft Runde für Runde eine vorgegebene Liste von Zahlen, wie die festgelegten Spieler von γ-Bench.</translation>
    </message>
    <message>
        <source>Level-k reasoning: level 0 picks the anchor, level k best-responds to level k−1.</source>
        <translation>Level-k-Denken: Level 0 wählt den Ankerwert, Level k antwortet bestmöglich auf Level k−1.</translation>
    </message>
    <message>
        <source>Best response to the previous round: R × last round&apos;s average (the midpoint&apos;s in round 1).</source>
        <translation>Beste Antwort auf die Vorrunde: R × Durchschnitt der letzten Runde (in Runde 1: R × Mitte des Bereichs).</translation>
    </message>
    <message>
        <source>El Farol bar</source>
        <translation>El-Farol-Bar</translation>
    </message>
    <message>
        <source>Every round each player decides at the same time whether to go to the bar or stay home. If at most a share R of all players go, the goers get MAX; if more go, they get MIN; staying home always gives HOME. In implicit mode those who stayed home do not learn how full the bar was.</source>
        <translation>Jede Runde entscheiden alle Spieler gleichzeitig, ob sie in die Bar gehen oder zu Hause bleiben. Geht höchstens ein Anteil R aller Spieler hin, bekommen die Bargänger MAX; gehen mehr, bekommen sie MIN; zu Hause bleiben bringt immer HOME. Im Modus implicit erfahren die Daheimgebliebenen nicht, wie voll die Bar war.</translation>
    </message>
    <message>
        <source>Capacity share R</source>
        <translation>Kapazitätsanteil R</translation>
    </message>
    <message>
        <source>The bar is fun while go_count / N ≤ R (γ-Bench default 60%; Table 9 tries 0, 0.2, …, 1).</source>
        <translation>Die Bar ist angenehm, solange go_count / N ≤ R (γ-Bench-Vorgabe 60 %; Tabelle 9 probiert 0, 0.2, …, 1).</translation>
    </message>
    <message>
        <source>Crowded-bar utility</source>
        <translation>Nutzen bei voller Bar</translation>
    </message>
    <message>
        <source>What goers get when too many went (γ-Bench MIN = 0).</source>
        <translation>Was die Bargänger bekommen, wenn zu viele gekommen sind (γ-Bench MIN = 0).</translation>
    </message>
    <message>
        <source>Fun-bar utility</source>
        <translation>Nutzen bei angenehmer Bar</translation>
    </message>
    <message>
        <source>What goers get when the bar was not overcrowded (γ-Bench MAX = 10).</source>
        <translation>Was die Bargänger bekommen, wenn die Bar nicht überfüllt war (γ-Bench MAX = 10).</translation>
    </message>
    <message>
        <source>Home utility</source>
        <translation>Nutzen zu Hause</translation>
    </message>
    <message>
        <source>What everyone who stays home gets (γ-Bench HOME = 5).</source>
        <translation>Was alle bekommen, die zu Hause bleiben (γ-Bench HOME = 5).</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
    </message>
    <message>
        <source>explicit: everyone learns the attendance after each round. implicit (γ-Bench&apos;s scored setting): those who stayed home learn only their own choice and gain.</source>
        <translation>explicit: Alle erfahren nach jeder Runde die Besucherzahl. implicit (die gewertete Einstellung von γ-Bench): Wer zu Hause blieb, erfährt nur die eigene Wahl und den eigenen Gewinn.</translation>
    </message>
    <message>
        <source>The paper&apos;s reference mix: goes with probability R each round.</source>
        <translation>Die Referenzmischung des Artikels: geht jede Runde mit Wahrscheinlichkeit R.</translation>
    </message>
    <message>
        <source>Goes or stays with equal probability.</source>
        <translation>Geht oder bleibt mit gleicher Wahrscheinlichkeit.</translation>
    </message>
    <message>
        <source>Cycles through a given list of decisions by round, like γ-Bench&apos;s specified players.</source>
        <translation>Durchläuft Runde für Runde eine vorgegebene Liste von Entscheidungen, wie die festgelegten Spieler von γ-Bench.</translation>
    </message>
    <message>
        <source>Arthur-style forecaster: predicts attendance as the mean of the last rounds it learned about and goes if that fits the capacity (goes with probability R before it knows anything).</source>
        <translation>Prognostiker nach Arthur: sagt die Besucherzahl als Mittel der letzten Runden voraus, von denen er erfahren hat, und geht, wenn das zur Kapazität passt (solange er nichts weiß, geht er mit Wahrscheinlichkeit R).</translation>
    </message>
    <message>
        <source>Roth–Erev learner: propensities to go and to stay grow by the payoffs they earned (with forgetting); it goes with probability q_go / (q_go + q_stay).</source>
        <translation>Roth–Erev-Lerner: Die Neigungen, zu gehen und zu bleiben, wachsen um die damit erzielten Auszahlungen (mit Vergessen); er geht mit Wahrscheinlichkeit q_go / (q_go + q_stay).</translation>
    </message>
    <message>
        <source>Divide the dollar</source>
        <translation>Teile den Dollar</translation>
    </message>
    <message>
        <source>G golds are to be shared. Every player bids for an amount at the same time; if the bids add up to at most G, everyone receives their bid, otherwise nobody receives anything. Bidding G/N each is the symmetric equilibrium.</source>
        <translation>G Goldstücke sind aufzuteilen. Alle Spieler bieten gleichzeitig auf einen Betrag; ergeben die Gebote zusammen höchstens G, erhält jeder sein Gebot, sonst erhält niemand etwas. Je G/N zu bieten ist das symmetrische Gleichgewicht.</translation>
    </message>
    <message>
        <source>Golds G</source>
        <translation>Goldstücke G</translation>
    </message>
    <message>
        <source>The amount to divide (γ-Bench default 100; Table 9 tries 50, 100, 200, 400, 800).</source>
        <translation>Der aufzuteilende Betrag (γ-Bench-Vorgabe 100; Tabelle 9 probiert 50, 100, 200, 400, 800).</translation>
    </message>
    <message>
        <source>Bids the equal split G/N (rounded down, so the bids never exceed G).</source>
        <translation>Bietet die gleiche Teilung G/N (abgerundet, damit die Gebote G nie übersteigen).</translation>
    </message>
    <message>
        <source>Bids a uniformly random whole number from 0 to G.</source>
        <translation>Bietet eine gleichverteilt zufällige ganze Zahl von 0 bis G.</translation>
    </message>
    <message>
        <source>Cycles through a given list of bids by round, like γ-Bench&apos;s specified players (Appendix G uses one bot that always bids 91).</source>
        <translation>Durchläuft Runde für Runde eine vorgegebene Liste von Geboten, wie die festgelegten Spieler von γ-Bench (Anhang G verwendet einen Bot, der immer 91 bietet).</translation>
    </message>
    <message>
        <source>Starts at a share of G, then scales its bid by G / sum after an over-claimed round and adds an equal part of the slack after an under-claimed one.</source>
        <translation>Beginnt mit einem Anteil von G, skaliert sein Gebot nach einer überzeichneten Runde mit G / Summe und legt nach einer unterzeichneten Runde einen gleichen Teil des Rests drauf.</translation>
    </message>
    <message>
        <source>Public goods</source>
        <translation>Öffentliches Gut</translation>
    </message>
    <message>
        <source>Every round each player secretly contributes some of their tokens to a public pot. The pot is multiplied by R and split equally among all N players; tokens not contributed are kept. With R &lt; N contributing nothing is dominant, although everyone contributing everything pays more when R &gt; 1.</source>
        <translation>Jede Runde zahlt jeder Spieler verdeckt einen Teil seiner Marken in einen gemeinsamen Topf ein. Der Topf wird mit R multipliziert und zu gleichen Teilen auf alle N Spieler verteilt; nicht eingezahlte Marken behält man. Für R &lt; N ist es dominant, nichts beizutragen, obwohl bei R &gt; 1 alle mehr bekommen, wenn alle alles beitragen.</translation>
    </message>
    <message>
        <source>Endowment T</source>
        <translation>Ausstattung T</translation>
    </message>
    <message>
        <source>Tokens a player holds at the start (and, with reset, at the start of every round). γ-Bench: 20.</source>
        <translation>Marken, die ein Spieler zu Beginn hat (und mit Zurücksetzen zu Beginn jeder Runde). γ-Bench: 20.</translation>
    </message>
    <message>
        <source>Multiplier R</source>
        <translation>Multiplikator R</translation>
    </message>
    <message>
        <source>The pot is multiplied by R before it is shared (γ-Bench default 2; Table 9 tries 0, 0.5, 1, 2, 4).</source>
        <translation>Der Topf wird vor dem Verteilen mit R multipliziert (γ-Bench-Vorgabe 2; Tabelle 9 probiert 0, 0.5, 1, 2, 4).</translation>
    </message>
    <message>
        <source>Reset tokens each round</source>
        <translation>Marken jede Runde zurücksetzen</translation>
    </message>
    <message>
        <source>true (γ-Bench&apos;s setting): every round starts again with T tokens. false: holdings carry over.</source>
        <translation>true (Einstellung von γ-Bench): Jede Runde beginnt wieder mit T Marken. false: Bestände werden übertragen.</translation>
    </message>
    <message>
        <source>Initial endowment</source>
        <translation>Anfangsausstattung</translation>
    </message>
    <message>
        <source>fixed: everyone starts with T. random (γ-Bench option): distinct whole numbers drawn from [random_min, T] for round 1 (with reset, later rounds refill to T as in γ-Bench&apos;s code).</source>
        <translation>fixed: Alle beginnen mit T. random (Option von γ-Bench): verschiedene ganze Zahlen aus [random_min, T] für Runde 1 (mit Zurücksetzen werden spätere Runden wie im γ-Bench-Code auf T aufgefüllt).</translation>
    </message>
    <message>
        <source>Lowest random endowment</source>
        <translation>Kleinste zufällige Ausstattung</translation>
    </message>
    <message>
        <source>Lower end of the random endowment range (γ-Bench&apos;s rand_min = 11).</source>
        <translation>Unteres Ende des Bereichs der zufälligen Ausstattung (rand_min = 11 bei γ-Bench).</translation>
    </message>
    <message>
        <source>Free-rides: contributes nothing (dominant for R &lt; N).</source>
        <translation>Trittbrettfahrer: trägt nichts bei (dominant für R &lt; N).</translation>
    </message>
    <message>
        <source>Contributes a uniformly random whole number of the tokens it holds.</source>
        <translation>Trägt eine gleichverteilt zufällige ganze Zahl der Marken bei, die er hält.</translation>
    </message>
    <message>
        <source>Cycles through a given list of contributions by round, like γ-Bench&apos;s specified players (Appendix G uses one bot that always contributes 0).</source>
        <translation>Durchläuft Runde für Runde eine vorgegebene Liste von Beiträgen, wie die festgelegten Spieler von γ-Bench (Anhang G verwendet einen Bot, der immer 0 beiträgt).</translation>
    </message>
    <message>
        <source>Conditional cooperator: starts with a share of its tokens, then matches the average contribution of the others in the previous round (times a matching factor).</source>
        <translation>Bedingter Kooperierer: beginnt mit einem Anteil seiner Marken und übernimmt dann den durchschnittlichen Beitrag der anderen aus der Vorrunde (mal einem Angleichungsfaktor).</translation>
    </message>
    <message>
        <source>Diner&apos;s dilemma</source>
        <translation>Restaurant-Dilemma</translation>
    </message>
    <message>
        <source>Every round each player orders a costly or a cheap dish and the total bill is split equally. Alone, the cheap dish is worth more for its price; with the bill shared, ordering the costly dish is dominant, so everyone orders it, although all-cheap would leave everybody better off.</source>
        <translation>Jede Runde bestellt jeder Spieler ein teures oder ein billiges Gericht, und die Gesamtrechnung wird zu gleichen Teilen geteilt. Allein wäre das billige Gericht sein Geld eher wert; bei geteilter Rechnung ist das teure Gericht dominant, also bestellen es alle, obwohl es allen besser ginge, wenn alle billig bestellten.</translation>
    </message>
    <message>
        <source>Costly dish price P_h</source>
        <translation>Preis des teuren Gerichts P_h</translation>
    </message>
    <message>
        <source>γ-Bench default 20.</source>
        <translation>γ-Bench-Vorgabe 20.</translation>
    </message>
    <message>
        <source>Costly dish utility U_h</source>
        <translation>Nutzen des teuren Gerichts U_h</translation>
    </message>
    <message>
        <source>Cheap dish price P_l</source>
        <translation>Preis des billigen Gerichts P_l</translation>
    </message>
    <message>
        <source>γ-Bench default 10.</source>
        <translation>γ-Bench-Vorgabe 10.</translation>
    </message>
    <message>
        <source>Cheap dish utility U_l</source>
        <translation>Nutzen des billigen Gerichts U_l</translation>
    </message>
    <message>
        <source>γ-Bench default 15.</source>
        <translation>γ-Bench-Vorgabe 15.</translation>
    </message>
    <message>
        <source>Orders the dominant dish with a shared bill (costly under γ-Bench&apos;s prices).</source>
        <translation>Bestellt das bei geteilter Rechnung dominante Gericht (bei den Preisen von γ-Bench das teure).</translation>
    </message>
    <message>
        <source>Orders either dish with equal probability.</source>
        <translation>Bestellt jedes der beiden Gerichte mit gleicher Wahrscheinlichkeit.</translation>
    </message>
    <message>
        <source>Cycles through a given list of dishes by round, like γ-Bench&apos;s specified players.</source>
        <translation>Durchläuft Runde für Runde eine vorgegebene Liste von Gerichten, wie die festgelegten Spieler von γ-Bench.</translation>
    </message>
    <message>
        <source>Cooperates conditionally: orders cheap in round 1, then cheap again only if at most a given share of the other diners ordered costly last round.</source>
        <translation>Kooperiert bedingt: bestellt in Runde 1 billig, danach nur dann wieder billig, wenn in der Vorrunde höchstens ein vorgegebener Anteil der anderen Gäste teuer bestellt hat.</translation>
    </message>
    <message>
        <source>Sealed-bid auction</source>
        <translation>Auktion mit verdeckten Geboten</translation>
    </message>
    <message>
        <source>Each round every bidder learns a private value for one item and submits a sealed bid. The highest bid wins and pays its own bid (first price) or the second-highest bid (second price). In the second-price auction bidding one&apos;s value is a dominant strategy; in the first-price one bidders shade their bids.</source>
        <translation>Jede Runde erfährt jeder Bieter seinen privaten Wert für einen Gegenstand und gibt ein verdecktes Gebot ab. Das höchste Gebot gewinnt und zahlt das eigene Gebot (Erstpreis) oder das zweithöchste Gebot (Zweitpreis). In der Zweitpreisauktion ist es eine dominante Strategie, den eigenen Wert zu bieten; in der Erstpreisauktion bieten die Bieter weniger als ihren Wert.</translation>
    </message>
    <message>
        <source>Price rule</source>
        <translation>Preisregel</translation>
    </message>
    <message>
        <source>The winner pays the highest bid (first price, γ-Bench&apos;s scored game) or the second-highest (Vickrey, EconArena).</source>
        <translation>Der Gewinner zahlt das höchste Gebot (Erstpreis, das gewertete Spiel von γ-Bench) oder das zweithöchste (Vickrey, EconArena).</translation>
    </message>
    <message>
        <source>Valuations</source>
        <translation>Wertschätzungen</translation>
    </message>
    <message>
        <source>gamabench: distinct values drawn as γ-Bench does (Python random.seed(42 + round − 1), sample of the grid), reproducing its table; uniform: independent draws on the grid from the session seed; econarena_normal: integer values from a normal distribution, 0 &lt; v ≤ assets (EconArena).</source>
        <translation>gamabench: verschiedene Werte, gezogen wie bei γ-Bench (Python random.seed(42 + Runde − 1), Stichprobe aus dem Raster), was dessen Tabelle reproduziert; uniform: unabhängige Ziehungen aus dem Raster mit dem Startwert der Sitzung; econarena_normal: ganzzahlige Werte aus einer Normalverteilung, 0 &lt; v ≤ Vermögen (EconArena).</translation>
    </message>
    <message>
        <source>Lowest value</source>
        <translation>Kleinster Wert</translation>
    </message>
    <message>
        <source>Lower end of the value grid (γ-Bench 0).</source>
        <translation>Unteres Ende des Wertrasters (γ-Bench 0).</translation>
    </message>
    <message>
        <source>Highest value</source>
        <translation>Größter Wert</translation>
    </message>
    <message>
        <source>Upper end of the value grid (γ-Bench 200; Table 9 uses 100, 200, 400, 800). Also V_MAX of the paper score.</source>
        <translation>Oberes Ende des Wertrasters (γ-Bench 200; Tabelle 9 verwendet 100, 200, 400, 800). Zugleich V_MAX der Punktzahl aus dem Artikel.</translation>
    </message>
    <message>
        <source>Value step</source>
        <translation>Wertschritt</translation>
    </message>
    <message>
        <source>Spacing of the value grid (γ-Bench 10).</source>
        <translation>Abstand im Wertraster (γ-Bench 10).</translation>
    </message>
    <message>
        <source>γ-Bench seed</source>
        <translation>γ-Bench-Startwert</translation>
    </message>
    <message>
        <source>Round r uses Python&apos;s random.seed(seed + r − 1), as γ-Bench does (42).</source>
        <translation>Runde r verwendet Pythons random.seed(seed + r − 1), wie γ-Bench (42).</translation>
    </message>
    <message>
        <source>EconArena&apos;s groups for normal values: L N(50,10) with assets 100, M N(500,100) with 1000, H N(5000,1000) with 10000; custom uses the three settings below.</source>
        <translation>Gruppen von EconArena für normalverteilte Werte: L N(50,10) mit Vermögen 100, M N(500,100) mit 1000, H N(5000,1000) mit 10000; custom verwendet die drei Einstellungen unten.</translation>
    </message>
    <message>
        <source>Value mean</source>
        <translation>Mittelwert der Werte</translation>
    </message>
    <message>
        <source>Mean of normal values (scale group custom).</source>
        <translation>Mittelwert der normalverteilten Werte (Größenklasse custom).</translation>
    </message>
    <message>
        <source>Value sd</source>
        <translation>Standardabweichung der Werte</translation>
    </message>
    <message>
        <source>Standard deviation of normal values (custom).</source>
        <translation>Standardabweichung der normalverteilten Werte (custom).</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <source>Units of assets per bidder (0 = none). With assets a bid may not exceed them and the payoff is assets − price + value for the winner, assets for the others (EconArena); econarena_normal takes them from the scale group unless it is custom.</source>
        <translation>Vermögenseinheiten je Bieter (0 = keines). Mit Vermögen darf ein Gebot es nicht übersteigen, und die Auszahlung ist Vermögen − Preis + Wert für den Gewinner, Vermögen für die anderen (EconArena); econarena_normal nimmt es aus der Größenklasse, außer diese ist custom.</translation>
    </message>
    <message>
        <source>Overbidding</source>
        <translation>Überbieten</translation>
    </message>
    <message>
        <source>illegal: a bid above one&apos;s own value is rejected (LLMArena&apos;s Bid); γ-Bench allows it.</source>
        <translation>illegal: Ein Gebot über dem eigenen Wert wird abgelehnt (Bid von LLMArena); γ-Bench erlaubt es.</translation>
    </message>
    <message>
        <source>random: a tied winner drawn from the session seed (γ-Bench); lowest_seat: the smallest seat id wins (EconArena).</source>
        <translation>random: Bei Gleichstand wird der Gewinner mit dem Startwert der Sitzung gezogen (γ-Bench); lowest_seat: Die kleinste Platz-ID gewinnt (EconArena).</translation>
    </message>
    <message>
        <source>Whole-number bids</source>
        <translation>Gebote in ganzen Zahlen</translation>
    </message>
    <message>
        <source>γ-Bench asks for integers; EconArena allows reals.</source>
        <translation>γ-Bench verlangt ganze Zahlen; EconArena erlaubt reelle Zahlen.</translation>
    </message>
    <message>
        <source>New values each round</source>
        <translation>Neue Werte jede Runde</translation>
    </message>
    <message>
        <source>false keeps round 1&apos;s values all session (EconArena&apos;s runs with history: values stay unchanged); the gamabench source always redraws.</source>
        <translation>false behält die Werte der 1. Runde die ganze Sitzung (EconArenas Läufe mit Verlauf: Die Werte bleiben unverändert); die gamabench-Quelle zieht immer neu.</translation>
    </message>
    <message>
        <source>Reveal all bids</source>
        <translation>Alle Gebote zeigen</translation>
    </message>
    <message>
        <source>Show everyone&apos;s bids, values and payoffs after each round (EconArena&apos;s history); γ-Bench shows only the winning bid and price.</source>
        <translation>Nach jeder Runde die Gebote, Werte und Auszahlungen aller zeigen (Verlauf von EconArena); γ-Bench zeigt nur das Gewinngebot und den Preis.</translation>
    </message>
    <message>
        <source>Say opponents are rational</source>
        <translation>Gegner als rational bezeichnen</translation>
    </message>
    <message>
        <source>Tell bidders the others are perfectly rational (EconArena&apos;s rational environment).</source>
        <translation>Den Bietern sagen, dass die anderen vollkommen rational sind (rationale Umgebung von EconArena).</translation>
    </message>
    <message>
        <source>Symmetric equilibrium: the value in a second-price auction, lo + (v − lo)(N−1)/N in a first-price one (exact for uniform values; an approximation for EconArena&apos;s normal values).</source>
        <translation>Symmetrisches Gleichgewicht: der Wert in einer Zweitpreisauktion, lo + (v − lo)(N−1)/N in einer Erstpreisauktion (exakt für gleichverteilte Werte; eine Näherung für die normalverteilten Werte von EconArena).</translation>
    </message>
    <message>
        <source>Bids uniformly at random between 0 and the highest allowed bid.</source>
        <translation>Bietet gleichverteilt zufällig zwischen 0 und dem höchsten erlaubten Gebot.</translation>
    </message>
    <message>
        <source>Cycles through a given list of bids by round (clamped to what is allowed).</source>
        <translation>Durchläuft Runde für Runde eine vorgegebene Liste von Geboten (auf das Erlaubte begrenzt).</translation>
    </message>
    <message>
        <source>Always bids the value (dominant in a second-price auction, zero profit in a first-price one).</source>
        <translation>Bietet immer den Wert (dominant in einer Zweitpreisauktion, null Gewinn in einer Erstpreisauktion).</translation>
    </message>
    <message>
        <source>Bids a fixed fraction of the value, a common human heuristic in first-price auctions.</source>
        <translation>Bietet einen festen Bruchteil des Werts, eine verbreitete menschliche Faustregel in Erstpreisauktionen.</translation>
    </message>
    <message>
        <source>Starts at 90% of the value; after a lost round bids 5 points of value closer to it, after a won round shades 5 points more (learning from the outcome).</source>
        <translation>Beginnt bei 90 % des Werts; nach einer verlorenen Runde bietet er 5 Prozentpunkte des Werts näher daran, nach einer gewonnenen 5 Punkte weniger (lernt aus dem Ergebnis).</translation>
    </message>
    <message>
        <source>Battle royale</source>
        <translation>Battle Royale</translation>
    </message>
    <message>
        <source>Players with different hit rates take turns shooting, one shot per turn, in a fixed order. A hit eliminates the target; a player may also miss on purpose. The last player standing wins. γ-Bench credits a shot at the strongest other player still in the game.</source>
        <translation>Spieler mit unterschiedlichen Trefferquoten schießen abwechselnd in fester Reihenfolge, ein Schuss pro Zug. Ein Treffer scheidet das Ziel aus; ein Spieler darf auch absichtlich verfehlen. Wer als Letzter übrig bleibt, gewinnt. γ-Bench wertet einen Schuss auf den stärksten anderen noch verbliebenen Spieler als richtig.</translation>
    </message>
    <message>
        <source>Lowest hit rate (%)</source>
        <translation>Kleinste Trefferquote (%)</translation>
    </message>
    <message>
        <source>Hit rate of player_0; player_k has base + k × step (γ-Bench 35; Table 9 uses 51, 35 and 10).</source>
        <translation>Trefferquote von player_0; player_k hat Basis + k × Schritt (γ-Bench 35; Tabelle 9 verwendet 51, 35 und 10).</translation>
    </message>
    <message>
        <source>Hit-rate step (%)</source>
        <translation>Schritt der Trefferquote (%)</translation>
    </message>
    <message>
        <source>Difference between neighbouring players&apos; hit rates (γ-Bench 5; Table 9 uses 1, 5 and 10).</source>
        <translation>Unterschied zwischen den Trefferquoten benachbarter Spieler (γ-Bench 5; Tabelle 9 verwendet 1, 5 und 10).</translation>
    </message>
    <message>
        <source>Shooting order</source>
        <translation>Schussreihenfolge</translation>
    </message>
    <message>
        <source>ascending: weakest shoots first, as in γ-Bench; descending: strongest first; random: shuffled from the seed.</source>
        <translation>ascending: Der Schwächste schießt zuerst, wie bei γ-Bench; descending: der Stärkste zuerst; random: aus dem Startwert gemischt.</translation>
    </message>
    <message>
        <source>Self-targeting</source>
        <translation>Auf sich selbst zielen</translation>
    </message>
    <message>
        <source>γ-Bench&apos;s code lets a player name itself as the target (and the paper saw it happen); false forbids it.</source>
        <translation>Der γ-Bench-Code erlaubt es einem Spieler, sich selbst als Ziel zu nennen (und der Artikel hat das beobachtet); false verbietet es.</translation>
    </message>
    <message>
        <source>Recorded hit outcomes</source>
        <translation>Aufgezeichnete Treffer</translation>
    </message>
    <message>
        <source>Outcome of the shot in turn k (1 hit, 0 miss) instead of the seeded roll, for replaying recorded runs such as γ-Bench&apos;s, whose hits were not seeded; turns past the list roll as usual.</source>
        <translation>Ausgang des Schusses in Zug k (1 Treffer, 0 daneben) statt des Zufallswurfs aus dem Startwert, um aufgezeichnete Läufe wie die von γ-Bench nachzuspielen, deren Treffer nicht aus einem Startwert stammen; Züge jenseits der Liste werden wie üblich gewürfelt.</translation>
    </message>
    <message>
        <source>γ-Bench&apos;s reference: always shoots the strongest other player still in the game.</source>
        <translation>Referenz von γ-Bench: schießt immer auf den stärksten anderen noch verbliebenen Spieler.</translation>
    </message>
    <message>
        <source>Picks uniformly among the allowed answers (any live player or a deliberate miss).</source>
        <translation>Wählt gleichverteilt unter den erlaubten Antworten (jeder noch verbliebene Spieler oder ein absichtlicher Fehlschuss).</translation>
    </message>
    <message>
        <source>Cycles through a list of seat numbers by round (-1 = miss on purpose); a target no longer in the game becomes a miss.</source>
        <translation>Durchläuft Runde für Runde eine Liste von Platznummern (-1 = absichtlich verfehlen); ein Ziel, das nicht mehr im Spiel ist, wird zum Fehlschuss.</translation>
    </message>
    <message>
        <source>Shoots the weakest other player still in the game.</source>
        <translation>Schießt auf den schwächsten anderen noch verbliebenen Spieler.</translation>
    </message>
    <message>
        <source>The classic truel heuristic: while three or more remain and it is the weakest, it misses on purpose; otherwise it shoots the strongest other player.</source>
        <translation>Die klassische Truell-Heuristik: Solange drei oder mehr übrig sind und er der Schwächste ist, verfehlt er absichtlich; sonst schießt er auf den stärksten anderen Spieler.</translation>
    </message>
    <message>
        <source>Pirate game</source>
        <translation>Piratenspiel</translation>
    </message>
    <message>
        <source>Ranked pirates share a chest of gold. The most senior pirate still aboard proposes a split and everyone votes; with at least half in favour (the proposer included) the split is carried out, otherwise the proposer is thrown overboard and the next one proposes. In equilibrium the proposer buys just enough votes with one coin each.</source>
        <translation>Piraten mit festem Rang teilen eine Truhe voll Gold. Der ranghöchste Pirat an Bord schlägt eine Aufteilung vor, und alle stimmen ab; ist mindestens die Hälfte dafür (der Vorschlagende eingeschlossen), wird die Aufteilung umgesetzt, sonst wird der Vorschlagende über Bord geworfen und der Nächste schlägt vor. Im Gleichgewicht kauft der Vorschlagende gerade genug Stimmen mit je einer Münze.</translation>
    </message>
    <message>
        <source>Gold coins</source>
        <translation>Goldmünzen</translation>
    </message>
    <message>
        <source>Coins to share (γ-Bench 100; Table 9 uses 4, 5, 100 and 400).</source>
        <translation>Zu teilende Münzen (γ-Bench 100; Tabelle 9 verwendet 4, 5, 100 und 400).</translation>
    </message>
    <message>
        <source>Stewart&apos;s equilibrium: proposes one coin to every pirate at an even offset and keeps the rest; votes accept for 2+ coins, reject for 0, and for 1 coin accepts only at an even offset.</source>
        <translation>Gleichgewicht nach Stewart: bietet jedem Piraten mit geradem Abstand eine Münze an und behält den Rest; stimmt bei 2+ Münzen zu, bei 0 dagegen und bei 1 Münze nur bei geradem Abstand zu.</translation>
    </message>
    <message>
        <source>Proposes a uniformly random split and votes at random.</source>
        <translation>Schlägt eine gleichverteilt zufällige Aufteilung vor und stimmt zufällig ab.</translation>
    </message>
    <message>
        <source>Keeps a fixed share as proposer (the rest split evenly) and always casts the same vote.</source>
        <translation>Behält als Vorschlagender einen festen Anteil (der Rest wird gleichmäßig verteilt) und stimmt immer gleich ab.</translation>
    </message>
    <message>
        <source>Proposes an equal split; accepts any plan giving it at least an equal share.</source>
        <translation>Schlägt eine gleiche Aufteilung vor; nimmt jeden Plan an, der ihm mindestens einen gleichen Anteil gibt.</translation>
    </message>
    <message>
        <source>Buys the fewest votes it needs with one coin each from the pirates right after it and keeps the rest; accepts any plan that gives it at least one coin.</source>
        <translation>Kauft die wenigsten nötigen Stimmen mit je einer Münze von den Piraten direkt nach ihm und behält den Rest; nimmt jeden Plan an, der ihm mindestens eine Münze gibt.</translation>
    </message>
    <message>
        <source>Water allocation challenge</source>
        <translation>Wasserverteilung</translation>
    </message>
    <message>
        <source>Five residents of a town in drought must survive 20 days. Each day they earn a salary and bid, sealed, for their whole daily water need; water goes to the highest bids until what is left fits nobody. Water restores health, each dry day in a row costs more health, and 0 HP eliminates.</source>
        <translation>Fünf Bewohner einer Stadt in der Dürre müssen 20 Tage überleben. Jeden Tag erhalten sie einen Lohn und bieten verdeckt für ihren ganzen täglichen Wasserbedarf; das Wasser geht an die höchsten Gebote, bis der Rest für niemanden mehr reicht. Wasser stellt Gesundheit wieder her, jeder weitere trockene Tag in Folge kostet mehr Gesundheit, und wer 0 HP hat, scheidet aus.</translation>
    </message>
    <message>
        <source>Alympics setting</source>
        <translation>Alympics-Einstellung</translation>
    </message>
    <message>
        <source>Daily supply range of Alympics Table 1: 1 and 4 low (10–20 units), 2 and 5 medium (15–25), 3 and 6 high (20–30); 4–6 are the persona settings (give the seats the residents&apos; personas). 0 uses the custom range below.</source>
        <translation>Tägliche Mengenspanne nach Tabelle 1 von Alympics: 1 und 4 niedrig (10–20 Einheiten), 2 und 5 mittel (15–25), 3 und 6 hoch (20–30); 4–6 sind die Persona-Einstellungen (geben Sie den Plätzen die Personas der Bewohner). 0 verwendet die eigene Spanne unten.</translation>
    </message>
    <message>
        <source>Lowest supply (custom)</source>
        <translation>Kleinste Menge (eigene)</translation>
    </message>
    <message>
        <source>Smallest daily supply when setting is 0 (drawn uniformly, bounds included).</source>
        <translation>Kleinste Tagesmenge bei Einstellung 0 (gleichverteilt gezogen, Grenzen eingeschlossen).</translation>
    </message>
    <message>
        <source>Highest supply (custom)</source>
        <translation>Größte Menge (eigene)</translation>
    </message>
    <message>
        <source>Largest daily supply when setting is 0.</source>
        <translation>Größte Tagesmenge bei Einstellung 0.</translation>
    </message>
    <message>
        <source>Fixed supplies</source>
        <translation>Feste Mengen</translation>
    </message>
    <message>
        <source>Supply of day 1, 2, ... instead of random draws (e.g. a recorded Alympics game, 003 §6.5); days beyond the list are drawn. The setting&apos;s range still gives the expected supply for the RSR.</source>
        <translation>Menge von Tag 1, 2, ... statt zufälliger Ziehungen (z. B. eine aufgezeichnete Alympics-Partie, 003 §6.5); Tage jenseits der Liste werden gezogen. Die Spanne der Einstellung liefert weiterhin die erwartete Menge für das RSR.</translation>
    </message>
    <message>
        <source>Water needs</source>
        <translation>Wasserbedarf</translation>
    </message>
    <message>
        <source>Units each resident needs per day, Alex to Eric (Alympics: 8, 9, 10, 11, 12).</source>
        <translation>Einheiten, die jeder Bewohner pro Tag braucht, Alex bis Eric (Alympics: 8, 9, 10, 11, 12).</translation>
    </message>
    <message>
        <source>Daily salaries</source>
        <translation>Tageslöhne</translation>
    </message>
    <message>
        <source>Dollars each resident earns per day, paid before the day&apos;s bidding (Alympics: 70, 75, 100, 120, 120).</source>
        <translation>Dollar, die jeder Bewohner pro Tag verdient, ausgezahlt vor den Geboten des Tages (Alympics: 70, 75, 100, 120, 120).</translation>
    </message>
    <message>
        <source>Starting health</source>
        <translation>Anfangsgesundheit</translation>
    </message>
    <message>
        <source>Health points at the start (Alympics: 8).</source>
        <translation>Gesundheitspunkte zu Beginn (Alympics: 8).</translation>
    </message>
    <message>
        <source>Maximum health</source>
        <translation>Höchste Gesundheit</translation>
    </message>
    <message>
        <source>Health never rises above this (Alympics: 10).</source>
        <translation>Die Gesundheit steigt nie über diesen Wert (Alympics: 10).</translation>
    </message>
    <message>
        <source>Health from water</source>
        <translation>Gesundheit durch Wasser</translation>
    </message>
    <message>
        <source>Health gained on a day one&apos;s need is met (Alympics: 2).</source>
        <translation>Gesundheitsgewinn an einem Tag, an dem der eigene Bedarf gedeckt ist (Alympics: 2).</translation>
    </message>
    <message>
        <source>Bids above the balance</source>
        <translation>Gebote über dem Guthaben</translation>
    </message>
    <message>
        <source>void: accepted but never win and cost nothing, without telling the bidder (Alympics code). reject: refused as invalid, so the seat is asked again.</source>
        <translation>void: angenommen, aber sie gewinnen nie und kosten nichts, ohne dass der Bieter es erfährt (Alympics-Code). reject: als ungültig abgelehnt, der Platz wird erneut gefragt.</translation>
    </message>
    <message>
        <source>Bids a whole number of dollars drawn uniformly from 0 to its balance.</source>
        <translation>Bietet eine gleichverteilt gezogene ganze Dollarzahl von 0 bis zu seinem Guthaben.</translation>
    </message>
    <message>
        <source>Bids the given amounts, cycling by day.</source>
        <translation>Bietet die angegebenen Beträge, Tag für Tag im Wechsel.</translation>
    </message>
    <message>
        <source>Bids by need and balance: nothing if everyone&apos;s need fits today&apos;s supply or its own does not; everything if a dry day would kill; otherwise a share of its balance that grows with the HP a dry day would cost, and at least the last lowest winning bid plus a markup.</source>
        <translation>Bietet nach Bedarf und Guthaben: nichts, wenn der Bedarf aller in die heutige Menge passt oder der eigene nicht; alles, wenn ein trockener Tag tödlich wäre; sonst einen Anteil des Guthabens, der mit den HP wächst, die ein trockener Tag kosten würde, und mindestens das letzte niedrigste Gewinngebot plus einen Aufschlag.</translation>
    </message>
    <message>
        <source>Bids its whole balance every day (unless everyone&apos;s need fits the supply).</source>
        <translation>Bietet jeden Tag sein ganzes Guthaben (außer der Bedarf aller passt in die Menge).</translation>
    </message>
    <message>
        <source>Saves money: bids only when its health after a dry day would be at most a safety margin, then just above the last lowest winning bid (everything if a dry day would kill).</source>
        <translation>Spart Geld: bietet nur, wenn seine Gesundheit nach einem trockenen Tag höchstens eine Sicherheitsmarge betrüge, und dann knapp über dem letzten niedrigsten Gewinngebot (alles, wenn ein trockener Tag tödlich wäre).</translation>
    </message>
    <message>
        <source>Multi-item English auction</source>
        <translation>Englische Auktion mehrerer Gegenstände</translation>
    </message>
    <message>
        <source>Items are auctioned one after another in an open ascending auction. In each bidding round everyone except the current highest bidder raises by at least 10% of the starting price or withdraws; a lone opening bid or a round with no new bid sells the item. Bidders see only estimates of the true values, and profit is true value minus price.</source>
        <translation>Gegenstände werden nacheinander in einer offenen aufsteigenden Auktion versteigert. In jeder Bietrunde erhöht jeder außer dem aktuellen Höchstbietenden um mindestens 10 % des Startpreises oder steigt aus; ein einzelnes Eröffnungsgebot oder eine Runde ohne neues Gebot verkauft den Gegenstand. Die Bieter sehen nur Schätzungen der wahren Werte, und der Gewinn ist wahrer Wert minus Preis.</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>aucarena_10: 8 cheap ($1,000 start, $2,000 value) + 2 expensive ($5,000, $10,000) items (AucArena §4.1); aucarena_20: 16 + 4 (§4.3); custom: the two lists below.</source>
        <translation>aucarena_10: 8 günstige (Start $1.000, Wert $2.000) + 2 teure ($5.000, $10.000) Gegenstände (AucArena §4.1); aucarena_20: 16 + 4 (§4.3); custom: die beiden Listen unten.</translation>
    </message>
    <message>
        <source>Custom starting prices</source>
        <translation>Eigene Startpreise</translation>
    </message>
    <message>
        <source>Starting price of each item when Items is custom (items are named Item 1, Item 2, ...).</source>
        <translation>Startpreis jedes Gegenstands, wenn „Gegenstände“ auf custom steht (die Gegenstände heißen Item 1, Item 2, ...).</translation>
    </message>
    <message>
        <source>Custom true values</source>
        <translation>Eigene wahre Werte</translation>
    </message>
    <message>
        <source>True value of each item when Items is custom; same length as the starting prices.</source>
        <translation>Wahrer Wert jedes Gegenstands, wenn „Gegenstände“ auf custom steht; gleiche Länge wie die Startpreise.</translation>
    </message>
    <message>
        <source>Shuffle item order</source>
        <translation>Reihenfolge der Gegenstände mischen</translation>
    </message>
    <message>
        <source>Draw a new item order per session from its seed (AucArena varies the order across its 30 runs).</source>
        <translation>Je Sitzung eine neue Reihenfolge der Gegenstände aus deren Startwert ziehen (AucArena variiert die Reihenfolge über seine 30 Läufe).</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Every bidder&apos;s budget in dollars (AucArena uses $10,000 or $20,000; $15,000 with humans).</source>
        <translation>Budget jedes Bieters in Dollar (AucArena verwendet $10.000 oder $20.000; $15.000 mit Menschen).</translation>
    </message>
    <message>
        <source>Budgets per bidder</source>
        <translation>Budgets je Bieter</translation>
    </message>
    <message>
        <source>Varied budgets, one per bidder in seat order (e.g. $10,000 to $30,000 in §4.3); empty = equal budgets.</source>
        <translation>Unterschiedliche Budgets, eines je Bieter in Platzreihenfolge (z. B. $10.000 bis $30.000 in §4.3); leer = gleiche Budgets.</translation>
    </message>
    <message>
        <source>Overestimate (%)</source>
        <translation>Überschätzung (%)</translation>
    </message>
    <message>
        <source>Estimated value shown to bidders = int(true value × (1 + pct/100)); 10 gives $2,200 and $11,000.</source>
        <translation>Den Bietern gezeigter Schätzwert = int(wahrer Wert × (1 + pct/100)); 10 ergibt $2.200 und $11.000.</translation>
    </message>
    <message>
        <source>Overestimate per bidder (%)</source>
        <translation>Überschätzung je Bieter (%)</translation>
    </message>
    <message>
        <source>One percentage per bidder in seat order; empty = the common overestimate.</source>
        <translation>Ein Prozentsatz je Bieter in Platzreihenfolge; leer = die gemeinsame Überschätzung.</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Mindesterhöhung</translation>
    </message>
    <message>
        <source>Minimum raise as a fraction of the item&apos;s starting price ($100 on a $1,000 item at 0.1).</source>
        <translation>Mindesterhöhung als Bruchteil des Startpreises des Gegenstands ($100 bei einem Gegenstand zu $1.000 bei 0.1).</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>Planung</translation>
    </message>
    <message>
        <source>The bidder&apos;s loop (AucArena §3.2, §4.2): off = bids only; none = a belief update after each item; static = also a plan with a priority 1-3 per item before the auction; adaptive = also a new plan after each item.</source>
        <translation>Die Schleife des Bieters (AucArena §3.2, §4.2): off = nur Gebote; none = eine Aktualisierung der Annahmen nach jedem Gegenstand; static = zusätzlich vor der Auktion ein Plan mit einer Priorität 1-3 je Gegenstand; adaptive = zusätzlich ein neuer Plan nach jedem Gegenstand.</translation>
    </message>
    <message>
        <source>Planning per bidder</source>
        <translation>Planung je Bieter</translation>
    </message>
    <message>
        <source>Comma-separated planning per bidder in seat order (e.g. &quot;adaptive, static, none&quot; for the §4.2 ablation); empty = the common planning.</source>
        <translation>Kommagetrennte Planung je Bieter in Platzreihenfolge (z. B. „adaptive, static, none“ für die Ablation in §4.2); leer = die gemeinsame Planung.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>What bidders are told to aim for: the highest profit, or the most items (AucArena §2.1, §4.3).</source>
        <translation>Worauf die Bieter hinarbeiten sollen: den höchsten Gewinn oder die meisten Gegenstände (AucArena §2.1, §4.3).</translation>
    </message>
    <message>
        <source>Objective per bidder</source>
        <translation>Ziel je Bieter</translation>
    </message>
    <message>
        <source>Comma-separated objective per bidder in seat order (profit or items); empty = the common objective.</source>
        <translation>Kommagetrenntes Ziel je Bieter in Platzreihenfolge (profit oder items); leer = das gemeinsame Ziel.</translation>
    </message>
    <message>
        <source>Correct beliefs</source>
        <translation>Annahmen berichtigen</translation>
    </message>
    <message>
        <source>Check each belief update against the truth and ask again with the errors, at most 4 times (AucArena §2.4); errors are counted either way.</source>
        <translation>Jede Aktualisierung der Annahmen mit der Wahrheit abgleichen und mit den Fehlern erneut fragen, höchstens 4-mal (AucArena §2.4); Fehler werden so oder so gezählt.</translation>
    </message>
    <message>
        <source>Learning across auctions</source>
        <translation>Lernen über Auktionen hinweg</translation>
    </message>
    <message>
        <source>Before each auction after the first, bidders (other than planning off) read the previous auction&apos;s log and their earlier lessons and write new ones, which stay in their instructions (AucArena §2.6). Repetitions then play one after another.</source>
        <translation>Vor jeder Auktion nach der ersten lesen die Bieter (außer bei Planung off) das Protokoll der vorigen Auktion und ihre früheren Lehren und schreiben neue, die in ihren Anweisungen bleiben (AucArena §2.6). Die Wiederholungen laufen dann nacheinander.</translation>
    </message>
    <message>
        <source>AucArena&apos;s rule bidder: opens at the starting price, then answers every outbid with the smallest legal raise until it has made max_bids bids on the item or its budget runs out.</source>
        <translation>Regelbieter von AucArena: eröffnet zum Startpreis und beantwortet dann jedes Überbieten mit der kleinsten zulässigen Erhöhung, bis er max_bids Gebote auf den Gegenstand abgegeben hat oder sein Budget erschöpft ist.</translation>
    </message>
    <message>
        <source>Withdraws with a fixed probability, otherwise bids a random legal amount up to one starting price above the minimum.</source>
        <translation>Steigt mit fester Wahrscheinlichkeit aus, bietet sonst einen zufälligen zulässigen Betrag bis zu einem Startpreis über dem Minimum.</translation>
    </message>
    <message>
        <source>Value-aware: always bids the minimum legal amount while it stays below a share of its estimated value, and keeps money back for more valuable items still to come.</source>
        <translation>Wertbewusst: bietet immer den kleinsten zulässigen Betrag, solange dieser unter einem Anteil seines geschätzten Werts bleibt, und hält Geld für wertvollere noch kommende Gegenstände zurück.</translation>
    </message>
    <message>
        <source>TicTacToe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>Two players take turns marking a cell of a 3×3 grid, X first. Three marks in a row, column or diagonal win; a full board without a line is a draw. Perfect play by both sides draws.</source>
        <translation>Zwei Spieler markieren abwechselnd ein Feld eines 3×3-Gitters, X beginnt. Drei Zeichen in einer Zeile, Spalte oder Diagonale gewinnen; ein volles Brett ohne Linie ist unentschieden. Bei perfektem Spiel beider Seiten endet es unentschieden.</translation>
    </message>
    <message>
        <source>List the empty cells</source>
        <translation>Freie Felder auflisten</translation>
    </message>
    <message>
        <source>Whether each prompt lists the cells a mark may go on (LLMArena&apos;s position hint; off is the paper&apos;s &apos;w/o hint&apos; ablation, Table 2).</source>
        <translation>Ob jeder Prompt die Felder auflistet, auf die ein Zeichen gesetzt werden kann (Positionshinweis von LLMArena; aus ist die Ablation „w/o hint“ des Artikels, Tabelle 2).</translation>
    </message>
    <message>
        <source>Marks a uniformly random empty cell.</source>
        <translation>Markiert ein zufälliges freies Feld.</translation>
    </message>
    <message>
        <source>Completes its own line when it can, otherwise blocks the opponent&apos;s line, otherwise marks a random empty cell.</source>
        <translation>Vervollständigt die eigene Linie, wenn es geht, blockiert sonst die Linie des Gegners, markiert sonst ein zufälliges freies Feld.</translation>
    </message>
    <message>
        <source>Perfect play (the solved game): never loses; picks at random among equally good moves.</source>
        <translation>Perfektes Spiel (das gelöste Spiel): verliert nie; wählt zufällig unter gleich guten Zügen.</translation>
    </message>
    <message>
        <source>ConnectFour</source>
        <translation>Vier gewinnt</translation>
    </message>
    <message>
        <source>Two players take turns dropping a disc into one of seven columns of a 6×7 grid, X first; the disc falls to the lowest empty cell. Four discs in a row, column or diagonal win; a full board is a draw.</source>
        <translation>Zwei Spieler werfen abwechselnd einen Stein in eine der sieben Spalten eines 6×7-Gitters, X beginnt; der Stein fällt auf das unterste freie Feld. Vier Steine in einer Zeile, Spalte oder Diagonale gewinnen; ein volles Brett ist unentschieden.</translation>
    </message>
    <message>
        <source>List the open columns</source>
        <translation>Offene Spalten auflisten</translation>
    </message>
    <message>
        <source>Whether each prompt lists the columns that are not full (LLMArena&apos;s position hint; off is the paper&apos;s &apos;w/o hint&apos; ablation, Table 2).</source>
        <translation>Ob jeder Prompt die Spalten auflistet, die nicht voll sind (Positionshinweis von LLMArena; aus ist die Ablation „w/o hint“ des Artikels, Tabelle 2).</translation>
    </message>
    <message>
        <source>Board text</source>
        <translation>Brett als Text</translation>
    </message>
    <message>
        <source>rows: the board as LLMArena prints it, top row first; transposed: one line per column, bottom cell first (the paper&apos;s row–column swapping, Table 3).</source>
        <translation>rows: das Brett so, wie LLMArena es ausgibt, oberste Zeile zuerst; transposed: eine Zeile je Spalte, unterstes Feld zuerst (die Zeilen-Spalten-Vertauschung des Artikels, Tabelle 3).</translation>
    </message>
    <message>
        <source>Drops its disc into a uniformly random open column.</source>
        <translation>Wirft seinen Stein in eine gleichverteilt zufällige offene Spalte.</translation>
    </message>
    <message>
        <source>Makes four in a line when it can, otherwise blocks the opponent&apos;s four, otherwise drops into a random open column.</source>
        <translation>Bildet eine Viererreihe, wenn es geht, blockiert sonst die Vierer des Gegners, wirft sonst in eine zufällige offene Spalte.</translation>
    </message>
    <message>
        <source>Alpha–beta search to a fixed depth with a window-count evaluation; picks at random among the best columns.</source>
        <translation>Alpha–Beta-Suche bis zu fester Tiefe mit einer Bewertung durch Fensterzählung; wählt zufällig unter den besten Spalten.</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em (heads-up, no limit)</source>
        <translation>Texas Hold&apos;em (heads-up, no limit)</translation>
    </message>
    <message>
        <source>Two players each get two private cards and share five community cards, dealt as the flop, the turn and the river, with a round of betting before each and after the last. Each acts by folding, checking or calling, raising half the pot or the whole pot, or going all in. Whoever is left alone, or shows the best five-card hand, wins the pot.</source>
        <translation>Zwei Spieler erhalten je zwei verdeckte Karten und teilen fünf Gemeinschaftskarten, aufgedeckt als Flop, Turn und River, mit einer Setzrunde vor jeder und nach der letzten. Jeder passt, schiebt oder geht mit, erhöht um den halben oder ganzen Pot oder geht all-in. Wer allein übrig bleibt oder die beste Hand aus fünf Karten zeigt, gewinnt den Pot.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Startchips</translation>
    </message>
    <message>
        <source>Chips each player starts the hand with (LLMArena: 100).</source>
        <translation>Chips, mit denen jeder Spieler die Hand beginnt (LLMArena: 100).</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>The forced bet of the small blind; the big blind posts twice as much (LLMArena: 1 and 2).</source>
        <translation>Der Pflichteinsatz des Small Blind; der Big Blind setzt das Doppelte (LLMArena: 1 und 2).</translation>
    </message>
    <message>
        <source>Which seat posts the small blind and acts first on every street: drawn from the seed (LLMArena, as RLCard), or fixed.</source>
        <translation>Welcher Platz den Small Blind setzt und in jeder Setzrunde zuerst handelt: aus dem Seed gezogen (LLMArena, wie RLCard) oder fest.</translation>
    </message>
    <message>
        <source>Fixed cards</source>
        <translation>Feste Karten</translation>
    </message>
    <message>
        <source>Cards to deal instead of shuffled ones, in dealing order: the first seat&apos;s first card, the second seat&apos;s first card, the first seat&apos;s second card, the second seat&apos;s second card, then the flop, turn and river (up to 9 codes such as &apos;Ah Kd Ac Kc 2s 7h 9d Jc 3c&apos;). Empty: everything from the seed.</source>
        <translation>Karten, die statt gemischter ausgeteilt werden, in Austeilreihenfolge: erste Karte des ersten Platzes, erste Karte des zweiten, zweite Karte des ersten, zweite Karte des zweiten, dann Flop, Turn und River (bis zu 9 Kürzel wie &apos;Ah Kd Ac Kc 2s 7h 9d Jc 3c&apos;). Leer: alles aus dem Seed.</translation>
    </message>
    <message>
        <source>A uniformly random legal action.</source>
        <translation>Eine gleichverteilt zufällige erlaubte Aktion.</translation>
    </message>
    <message>
        <source>Always checks or calls; never raises, never folds.</source>
        <translation>Schiebt oder geht immer mit; erhöht nie, passt nie.</translation>
    </message>
    <message>
        <source>Estimates its chance of beating a random hand (Monte Carlo over the unseen cards). Raises the pot when the chance is at least &apos;pot_raise_at&apos;, half the pot from &apos;raise_at&apos;; otherwise checks when free, calls when the chance covers the price of the call, and folds.</source>
        <translation>Schätzt seine Chance, eine zufällige Hand zu schlagen (Monte Carlo über die ungesehenen Karten). Erhöht um den Pot ab &apos;pot_raise_at&apos;, um den halben Pot ab &apos;raise_at&apos;; sonst schiebt es, wenn es nichts kostet, geht mit, wenn die Chance den Preis deckt, und passt.</translation>
    </message>
    <message>
        <source>Hanabi (small)</source>
        <translation>Hanabi (klein)</translation>
    </message>
    <message>
        <source>Two players build fireworks together, one per colour, from 1 to 5. Each sees the other&apos;s cards but not their own; on a turn a player plays a card, discards one to regain an information token, or spends a token to point out the partner&apos;s cards of one colour or rank. A wrong play costs a life; the team scores the height of its fireworks.</source>
        <translation>Zwei Spieler bauen gemeinsam Feuerwerke, eines pro Farbe, von 1 bis 5. Jeder sieht die Karten des anderen, aber nicht die eigenen; am Zug spielt man eine Karte aus, wirft eine ab, um einen Hinweisplättchen zurückzubekommen, oder gibt ein Plättchen aus, um die Karten des Partners einer Farbe oder eines Werts zu zeigen. Ein falsches Ausspielen kostet ein Leben; das Team erhält die Höhe seiner Feuerwerke als Punkte.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Colours in the deck, ten cards each (Red, Yellow, then Green, White, Blue); LLMArena plays 2.</source>
        <translation>Farben im Stapel, je zehn Karten (Rot, Gelb, dann Grün, Weiß, Blau); LLMArena spielt mit 2.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Cards each player holds; LLMArena plays 2.</source>
        <translation>Karten, die jeder Spieler hält; LLMArena spielt mit 2.</translation>
    </message>
    <message>
        <source>Information tokens</source>
        <translation>Hinweisplättchen</translation>
    </message>
    <message>
        <source>Tokens the team starts with and may hold at most; a hint costs one (LLMArena: 3).</source>
        <translation>Plättchen, mit denen das Team beginnt und die es höchstens halten darf; ein Hinweis kostet eines (LLMArena: 3).</translation>
    </message>
    <message>
        <source>Life tokens</source>
        <translation>Lebensplättchen</translation>
    </message>
    <message>
        <source>Wrong plays the team survives minus one; losing the last ends the game with score 0 (LLMArena: 1).</source>
        <translation>Wie viele Fehlspiele das Team übersteht, plus eins; wer das letzte verliert, beendet das Spiel mit 0 Punkten (LLMArena: 1).</translation>
    </message>
    <message>
        <source>Makes a uniformly random legal move: a play, a discard or a hint.</source>
        <translation>Macht einen gleichverteilt zufälligen erlaubten Zug: Ausspielen, Abwerfen oder einen Hinweis.</translation>
    </message>
    <message>
        <source>The same as random_legal.</source>
        <translation>Dasselbe wie random_legal.</translation>
    </message>
    <message>
        <source>Plays a card its hints prove playable; else hints a playable card of its partner (rank first, then colour); else discards its oldest card, or hints when it may not discard.</source>
        <translation>Spielt eine Karte aus, die laut Hinweisen sicher passt; sonst gibt es einen Hinweis auf eine passende Karte des Partners (zuerst den Wert, dann die Farbe); sonst wirft es seine älteste Karte ab oder gibt einen Hinweis, wenn Abwerfen nicht erlaubt ist.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Where the hand starts: with the blinds (a whole hand), or on the flop after the small blind called and the big blind checked (the spots of LLMArena&apos;s risk assessment).</source>
        <translation>Wo die Hand beginnt: mit den Blinds (eine ganze Hand) oder auf dem Flop, nachdem der Small Blind mitging und der Big Blind checkte (die Situationen von LLMArenas Risikobewertung).</translation>
    </message>
    <message>
        <source>Undercover</source>
        <translation>Undercover</translation>
    </message>
    <message>
        <source>Every player gets a secret word: all share one, except the undercover, whose word is related but different. In turn each player gives a short clue about their word without saying it, then everyone votes a player out. The others win when the undercover is voted out; the undercover wins by surviving until only three players are left.</source>
        <translation>Jeder Spieler erhält ein geheimes Wort: Alle teilen eines, außer dem Undercover, dessen Wort verwandt, aber anders ist. Reihum gibt jeder einen kurzen Hinweis auf sein Wort, ohne es zu nennen; dann wählen alle einen Spieler hinaus. Die anderen gewinnen, wenn der Undercover hinausgewählt wird; der Undercover gewinnt, wenn er überlebt, bis nur noch drei Spieler übrig sind.</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>The list the pair is drawn from (65 pairs each, written for NashLab): English, German or Chinese.</source>
        <translation>Die Liste, aus der das Paar gezogen wird (je 65 Paare, für NashLab geschrieben): Englisch, Deutsch oder Chinesisch.</translation>
    </message>
    <message>
        <source>Fixed pair</source>
        <translation>Festes Paar</translation>
    </message>
    <message>
        <source>A pair to play instead of one drawn from the list: the undercover&apos;s word, &apos; - &apos;, the others&apos; word (e.g. &apos;Sun - Moon&apos;). Bots know clues only for the listed pairs.</source>
        <translation>Ein Paar statt eines aus der Liste gezogenen: das Wort des Undercovers, &apos; - &apos;, das Wort der anderen (z. B. &apos;Sonne - Mond&apos;). Bots kennen Hinweise nur für die Paare der Liste.</translation>
    </message>
    <message>
        <source>Undercover seat</source>
        <translation>Platz des Undercovers</translation>
    </message>
    <message>
        <source>Which player is the undercover, from 1; 0 draws it from the seed. LLMArena&apos;s code always makes the last player the undercover.</source>
        <translation>Welcher Spieler der Undercover ist, ab 1; 0 lost ihn aus dem Seed. LLMArenas Code macht immer den letzten Spieler zum Undercover.</translation>
    </message>
    <message>
        <source>Clue length</source>
        <translation>Hinweislänge</translation>
    </message>
    <message>
        <source>The most characters a clue may have.</source>
        <translation>Höchstzahl der Zeichen eines Hinweises.</translation>
    </message>
    <message>
        <source>A clue drawn from the whole word list (never its own word) and a random vote.</source>
        <translation>Ein Hinweis aus der ganzen Wortliste (nie das eigene Wort) und eine zufällige Stimme.</translation>
    </message>
    <message>
        <source>Gives a clue from its word&apos;s associations that no one has said yet, and votes for the player whose clues are least related to its own word.</source>
        <translation>Gibt einen noch nicht genannten Hinweis aus den Assoziationen seines Wortes und wählt den Spieler, dessen Hinweise am wenigsten zu seinem eigenen Wort passen.</translation>
    </message>
    <message>
        <source>Bargain (deal or no deal)</source>
        <translation>Verhandeln (Deal or No Deal)</translation>
    </message>
    <message>
        <source>Two players share a few hats, balls and apples. Each knows what the items are worth to itself (10 in all) but not to the other. In turn they propose what they keep, with a message, or accept the other&apos;s latest proposal; after 10 rounds without a deal both get nothing. A deal pays each its own value of its share minus the other&apos;s value of theirs.</source>
        <translation>Zwei Spieler teilen sich ein paar Hüte, Bälle und Äpfel. Jeder weiß, was die Dinge ihm selbst wert sind (zusammen 10), aber nicht, was sie dem anderen wert sind. Abwechselnd schlagen sie vor, was sie behalten, mit einer Nachricht, oder nehmen den letzten Vorschlag des anderen an; nach 10 Runden ohne Einigung bekommen beide nichts. Eine Einigung bringt jedem den eigenen Wert seines Anteils minus den Wert, den der andere seinem Anteil beimisst.</translation>
    </message>
    <message>
        <source>Bargaining rounds</source>
        <translation>Verhandlungsrunden</translation>
    </message>
    <message>
        <source>Rounds before the negotiation fails (LLMArena: 10). A round is the first player&apos;s turn, then the second&apos;s; as in LLMArena&apos;s code, the second player&apos;s turn of the last round is never played.</source>
        <translation>Runden, bevor die Verhandlung scheitert (LLMArena: 10). Eine Runde ist der Zug des ersten Spielers, dann der des zweiten; wie in LLMArenas Code wird der Zug des zweiten Spielers in der letzten Runde nie gespielt.</translation>
    </message>
    <message>
        <source>Fixed instance</source>
        <translation>Feste Aufgabe</translation>
    </message>
    <message>
        <source>Empty: drawn from the session&apos;s seed. Otherwise counts and values as &quot;1,2,3 8,1,0 4,0,2&quot; (hats, balls, apples; the first player&apos;s values; the second&apos;s): counts 1 to 5, 5 to 7 items, each pool worth 10.</source>
        <translation>Leer: aus dem Seed der Sitzung gezogen. Sonst Anzahlen und Werte als &quot;1,2,3 8,1,0 4,0,2&quot; (Hüte, Bälle, Äpfel; die Werte des ersten Spielers; die des zweiten): Anzahlen 1 bis 5, 5 bis 7 Dinge, jeder Vorrat 10 wert.</translation>
    </message>
    <message>
        <source>Accepts a standing offer with the given probability; otherwise proposes a uniformly random split, without words.</source>
        <translation>Nimmt ein stehendes Angebot mit der angegebenen Wahrscheinlichkeit an; sonst schlägt es eine gleichverteilt zufällige Aufteilung vor, ohne Worte.</translation>
    </message>
    <message>
        <source>Keeps every item worth something to it, then gives away one item per proposal, the one worth least to it, down to its floor; accepts an offer worth at least what it would ask next.</source>
        <translation>Behält alles, was ihm etwas wert ist, und gibt dann pro Vorschlag ein Ding ab, das ihm am wenigsten wert ist, bis zu seiner Untergrenze; nimmt ein Angebot an, das mindestens so viel wert ist wie seine nächste Forderung.</translation>
    </message>
    <message>
        <source>Proposes keeping about half of its pool&apos;s value (the least of at least 5) and accepts any offer worth 5 or more to it.</source>
        <translation>Schlägt vor, etwa die Hälfte seines Gesamtwerts zu behalten (das Kleinste von mindestens 5), und nimmt jedes Angebot an, das ihm 5 oder mehr wert ist.</translation>
    </message>
    <message>
        <source>Accepts any offer worth at least its threshold to it; otherwise proposes keeping every item worth something to it.</source>
        <translation>Nimmt jedes Angebot an, das ihm mindestens seine Schwelle wert ist; sonst schlägt es vor, alles zu behalten, was ihm etwas wert ist.</translation>
    </message>
    <message>
        <source>Plays as associations until the clues it hears fit the other word of its pair better than its own; then it takes itself for the undercover, gives clues of the others&apos; word and votes as if that word were its own.</source>
        <translation>Spielt wie „associations“, bis die gehörten Hinweise besser zum anderen Wort seines Paares passen als zum eigenen; dann hält es sich für den Undercover, gibt Hinweise zum Wort der anderen und stimmt ab, als wäre dieses Wort sein eigenes.</translation>
    </message>
    <message>
        <source>Bid range</source>
        <translation>Gebotsbereich</translation>
    </message>
    <message>
        <source>golds: a bid is a whole number from 0 to G. none: any whole number counts, as γ-Bench&apos;s code takes it (no range check: a bid above G simply makes the sum exceed G); set by the γ-Bench importer.</source>
        <translation>golds: Ein Gebot ist eine ganze Zahl von 0 bis G. none: Jede ganze Zahl zählt, wie der γ-Bench-Code sie nimmt (ohne Bereichsprüfung: Ein Gebot über G lässt die Summe einfach G übersteigen); vom γ-Bench-Import gesetzt.</translation>
    </message>
    <message>
        <source>Contribution range</source>
        <translation>Beitragsbereich</translation>
    </message>
    <message>
        <source>held: a contribution is a whole number from 0 to the tokens held. none: any whole number counts, as γ-Bench&apos;s code takes it (no range check, so holdings may go below zero); set by the γ-Bench importer.</source>
        <translation>held: Ein Beitrag ist eine ganze Zahl von 0 bis zu den gehaltenen Marken. none: Jede ganze Zahl zählt, wie der γ-Bench-Code sie nimmt (ohne Bereichsprüfung, Bestände können also unter null fallen); vom γ-Bench-Import gesetzt.</translation>
    </message>
    <message>
        <source>Answers other than the two dishes</source>
        <translation>Antworten außer den beiden Gerichten</translation>
    </message>
    <message>
        <source>refused: an order must be &quot;costly&quot; or &quot;cheap&quot;. costly: &quot;cheap&quot; in any case is the cheap dish and any other answer the costly one, as γ-Bench&apos;s code counts it; set by the γ-Bench importer.</source>
        <translation>refused: Eine Bestellung muss „costly“ oder „cheap“ sein. costly: „cheap“ in beliebiger Schreibweise ist das günstige Gericht und jede andere Antwort das teure, wie der γ-Bench-Code zählt; vom γ-Bench-Import gesetzt.</translation>
    </message>
    <message>
        <source>Shots at eliminated players</source>
        <translation>Schüsse auf ausgeschiedene Spieler</translation>
    </message>
    <message>
        <source>refused: the target must still be in the game. wasted_shot: naming a player already out is a legal shot that hits nobody, as γ-Bench&apos;s code plays it; set by the γ-Bench importer.</source>
        <translation>refused: Das Ziel muss noch im Spiel sein. wasted_shot: Einen bereits ausgeschiedenen Spieler zu nennen ist ein gültiger Schuss, der niemanden trifft, wie im γ-Bench-Code; vom γ-Bench-Import gesetzt.</translation>
    </message>
    <message>
        <source>Show everyone&apos;s past choices</source>
        <translation>Frühere Wahl aller zeigen</translation>
    </message>
    <message>
        <source>false: a past round shows your own number, the average, the target and the winning numbers (γ-Bench). true: it also lists every player&apos;s number, as EconArena&apos;s with-history runs show &quot;the historical choices of everyone&quot;.</source>
        <translation>false: Eine vergangene Runde zeigt die eigene Zahl, den Durchschnitt, das Ziel und die Gewinnzahlen (γ-Bench). true: Sie listet zusätzlich die Zahl jedes Spielers auf, wie EconArenas Läufe mit Verlauf „die bisherigen Entscheidungen aller“ zeigen.</translation>
    </message>
    <message>
        <source>Who posts the small blind</source>
        <translation>Wer den Small Blind setzt</translation>
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
    <message>
        <source>withdrew</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>Your bid ($)</source>
        <translation>Ihr Gebot ($)</translation>
    </message>
    <message>
        <source>0 withdraws you from this item</source>
        <translation>0 heißt: Sie steigen bei diesem Gegenstand aus</translation>
    </message>
    <message>
        <source>planned</source>
        <translation>geplant</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>planning</source>
        <translation>Planung</translation>
    </message>
    <message>
        <source>Items left</source>
        <translation>Verbleibende Gegenstände</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>Gegenstand %1</translation>
    </message>
    <message>
        <source>Bidding round</source>
        <translation>Bietrunde</translation>
    </message>
    <message>
        <source>Bids ($)</source>
        <translation>Gebote ($)</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>Führend</translation>
    </message>
    <message>
        <source>%1 with $%2</source>
        <translation>%1 mit $%2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>sold to %1 for $%2 (worth $%3)</source>
        <translation>an %1 für $%2 verkauft (Wert $%3)</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>nicht verkauft</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Round %1. %2 pirates are aboard to share %3 gold coins; a plan needs %4 votes.</source>
        <translation>Runde %1. %2 Piraten sind an Bord und teilen %3 Goldmünzen; ein Plan braucht %4 Stimmen.</translation>
    </message>
    <message>
        <source>Last round&apos;s plan was accepted.</source>
        <translation>Der Plan der letzten Runde wurde angenommen.</translation>
    </message>
    <message>
        <source>Last round&apos;s plan was rejected and its proposer thrown overboard.</source>
        <translation>Der Plan der letzten Runde wurde abgelehnt und sein Urheber über Bord geworfen.</translation>
    </message>
    <message>
        <source>You were thrown overboard: you have no more say.</source>
        <translation>Sie wurden über Bord geworfen und haben nichts mehr zu sagen.</translation>
    </message>
    <message>
        <source>You propose: say how many coins each pirate aboard gets, yourself included.</source>
        <translation>Sie schlagen vor: Legen Sie fest, wie viele Münzen jeder Pirat an Bord bekommt, Sie eingeschlossen.</translation>
    </message>
    <message>
        <source>The plan on the table gives you %1 coins. Accept or reject it.</source>
        <translation>Der vorliegende Plan gibt Ihnen %1 Münzen. Nehmen Sie ihn an oder lehnen Sie ihn ab.</translation>
    </message>
    <message>
        <source>You are waiting for the others.</source>
        <translation>Sie warten auf die anderen.</translation>
    </message>
    <message>
        <source>Coins for each pirate</source>
        <translation>Münzen für jeden Piraten</translation>
    </message>
    <message>
        <source>the coins must add up to %1</source>
        <translation>die Münzen müssen zusammen %1 ergeben</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>Ihre Stimme</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>nimmt an</translation>
    </message>
    <message>
        <source>rejects</source>
        <translation>lehnt ab</translation>
    </message>
    <message>
        <source>proposes %1</source>
        <translation>schlägt vor: %1</translation>
    </message>
    <message>
        <source>Proposer</source>
        <translation>Vorschlagender</translation>
    </message>
    <message>
        <source>Votes for</source>
        <translation>Stimmen dafür</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>plan accepted</source>
        <translation>Plan angenommen</translation>
    </message>
    <message>
        <source>rejected: %1 thrown overboard</source>
        <translation>abgelehnt: %1 über Bord geworfen</translation>
    </message>
    <message>
        <source>%1 — game over</source>
        <translation>%1 — Spiel beendet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Move %1. You play %2.</source>
        <translation>Zug %1. Sie spielen %2.</translation>
    </message>
    <message>
        <source>Your opponent placed %1 at %2.</source>
        <translation>Ihr Gegner setzte %1 auf %2.</translation>
    </message>
    <message>
        <source>Your opponent passed (no legal move was given).</source>
        <translation>Ihr Gegner hat gepasst (kein gültiger Zug).</translation>
    </message>
    <message>
        <source>Choose where to play.</source>
        <translation>Wählen Sie Ihren Zug.</translation>
    </message>
    <message>
        <source>Row (1 = top)</source>
        <translation>Zeile (1 = oben)</translation>
    </message>
    <message>
        <source>Column (1 = left)</source>
        <translation>Spalte (1 = links)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 gab auf</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 passte</translation>
    </message>
    <message>
        <source>%1 (%2) at %3</source>
        <translation>%1 (%2) auf %3</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>a draw: the board is full</source>
        <translation>unentschieden: das Brett ist voll</translation>
    </message>
    <message>
        <source>stopped at the move limit</source>
        <translation>beim Zuglimit beendet</translation>
    </message>
    <message>
        <source>Shoot at</source>
        <translation>Schießen auf</translation>
    </message>
    <message>
        <source>Miss on purpose</source>
        <translation>Absichtlich verfehlen</translation>
    </message>
    <message>
        <source>shoots at %1</source>
        <translation>schießt auf %1</translation>
    </message>
    <message>
        <source>misses on purpose</source>
        <translation>verfehlt absichtlich</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>%1 misses on purpose</source>
        <translation>%1 verfehlt absichtlich</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>hit: %1 is out</source>
        <translation>Treffer: %1 scheidet aus</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>daneben</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Verbleibende Spieler</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Heute Abend</translation>
    </message>
    <message>
        <source>Go to the bar</source>
        <translation>In die Bar gehen</translation>
    </message>
    <message>
        <source>Stay home</source>
        <translation>Zu Hause bleiben</translation>
    </message>
    <message>
        <source>goes</source>
        <translation>geht</translation>
    </message>
    <message>
        <source>stays home</source>
        <translation>bleibt zu Hause</translation>
    </message>
    <message>
        <source>Went</source>
        <translation>Gegangen</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>The bar was</source>
        <translation>Die Bar war</translation>
    </message>
    <message>
        <source>crowded</source>
        <translation>überfüllt</translation>
    </message>
    <message>
        <source>fun</source>
        <translation>angenehm</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>Ihre Bestellung</translation>
    </message>
    <message>
        <source>The costly dish</source>
        <translation>Das teure Gericht</translation>
    </message>
    <message>
        <source>The cheap dish</source>
        <translation>Das billige Gericht</translation>
    </message>
    <message>
        <source>costly</source>
        <translation>teuer</translation>
    </message>
    <message>
        <source>cheap</source>
        <translation>billig</translation>
    </message>
    <message>
        <source>Costly dishes</source>
        <translation>Teure Gerichte</translation>
    </message>
    <message>
        <source>Cheap dishes</source>
        <translation>Billige Gerichte</translation>
    </message>
    <message>
        <source>Bill</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Each pays</source>
        <translation>Jeder zahlt</translation>
    </message>
    <message>
        <source>%1 players claim shares of %2 golds at the same time. If the claims add up to at most %2, everyone gets their claim; if they add up to more, nobody gets anything.</source>
        <translation>%1 Spieler fordern gleichzeitig Anteile an %2 Goldstücken. Ergeben die Forderungen zusammen höchstens %2, bekommt jeder seine Forderung; ergeben sie mehr, bekommt niemand etwas.</translation>
    </message>
    <message>
        <source>You did not answer last round; the claims added up to %1.</source>
        <translation>In der letzten Runde haben Sie nicht geantwortet; die Forderungen ergaben zusammen %1.</translation>
    </message>
    <message>
        <source>Last round you claimed %1, but the claims added up to %2, more than %3: nobody got anything.</source>
        <translation>In der letzten Runde forderten Sie %1, aber die Forderungen ergaben zusammen %2, mehr als %3: Niemand bekam etwas.</translation>
    </message>
    <message>
        <source>Last round you claimed %1 and got it: the claims added up to %2 of %3.</source>
        <translation>In der letzten Runde forderten Sie %1 und bekamen es: Die Forderungen ergaben zusammen %2 von %3.</translation>
    </message>
    <message>
        <source>How many golds do you claim?</source>
        <translation>Wie viele Goldstücke fordern Sie?</translation>
    </message>
    <message>
        <source>Your claim (golds)</source>
        <translation>Ihre Forderung (Goldstücke)</translation>
    </message>
    <message>
        <source>claims %1</source>
        <translation>fordert %1</translation>
    </message>
    <message>
        <source>Claimed in total</source>
        <translation>Insgesamt gefordert</translation>
    </message>
    <message>
        <source>%1 of %2 golds</source>
        <translation>%1 von %2 Goldstücken</translation>
    </message>
    <message>
        <source>too much: nobody gets anything</source>
        <translation>zu viel: Niemand bekommt etwas</translation>
    </message>
    <message>
        <source>everyone gets their claim</source>
        <translation>jeder bekommt seine Forderung</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 Marke</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Marken</translation>
    </message>
    <message>
        <source>Whatever the %1 players put into the pot is multiplied by %2 and shared equally among all of them; the tokens you keep stay yours.</source>
        <translation>Was die %1 Spieler in den Topf geben, wird mit %2 multipliziert und zu gleichen Teilen unter allen verteilt; die Marken, die Sie behalten, bleiben Ihre.</translation>
    </message>
    <message>
        <source>Last round you contributed %1; the pot held %2 and everyone got %3 from it.</source>
        <translation>In der letzten Runde gaben Sie %1; im Topf waren %2, und jeder bekam %3 daraus.</translation>
    </message>
    <message>
        <source>You did not answer last round; the pot held %1 and everyone got %2 from it.</source>
        <translation>In der letzten Runde haben Sie nicht geantwortet; im Topf waren %1, und jeder bekam %2 daraus.</translation>
    </message>
    <message>
        <source>You hold %1. How many do you put into the pot?</source>
        <translation>Sie haben %1. Wie viele geben Sie in den Topf?</translation>
    </message>
    <message>
        <source>Tokens to contribute</source>
        <translation>Beitrag in Marken</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2 (the whole tokens you hold)</source>
        <translation>eine ganze Zahl von %1 bis %2 (die ganzen Marken, die Sie haben)</translation>
    </message>
    <message>
        <source>contributes %1</source>
        <translation>gibt %1</translation>
    </message>
    <message>
        <source>Contributions</source>
        <translation>Beiträge</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Topf</translation>
    </message>
    <message>
        <source>Each gets back</source>
        <translation>Jeder bekommt zurück</translation>
    </message>
    <message>
        <source>Round %1 of %2. One item is for sale, and it is worth %3 to you.</source>
        <translation>Runde %1 von %2. Ein Gegenstand steht zum Verkauf, und er ist Ihnen %3 wert.</translation>
    </message>
    <message>
        <source>Everyone bids once, sealed. The highest bid wins and pays the second-highest bid.</source>
        <translation>Alle bieten einmal, verdeckt. Das höchste Gebot gewinnt und zahlt das zweithöchste Gebot.</translation>
    </message>
    <message>
        <source>Everyone bids once, sealed. The highest bid wins and pays its own bid.</source>
        <translation>Alle bieten einmal, verdeckt. Das höchste Gebot gewinnt und zahlt das eigene Gebot.</translation>
    </message>
    <message>
        <source>You hold %1 in assets; you cannot bid more than that.</source>
        <translation>Ihr Vermögen beträgt %1; mehr können Sie nicht bieten.</translation>
    </message>
    <message>
        <source>You did not bid last round.</source>
        <translation>In der letzten Runde haben Sie nicht geboten.</translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you and won it, paying %3.</source>
        <translation>In der letzten Runde boten Sie %1 für einen Gegenstand, der Ihnen %2 wert war, und gewannen ihn zum Preis von %3.</translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you and lost: the winning bid was %3.</source>
        <translation>In der letzten Runde boten Sie %1 für einen Gegenstand, der Ihnen %2 wert war, und verloren: Das Gewinngebot war %3.</translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you; nobody won it.</source>
        <translation>In der letzten Runde boten Sie %1 für einen Gegenstand, der Ihnen %2 wert war; niemand hat ihn gewonnen.</translation>
    </message>
    <message>
        <source>Place your sealed bid.</source>
        <translation>Geben Sie Ihr verdecktes Gebot ab.</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ihr Gebot</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>kein Gebot</translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation>bietet %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Winning bid</source>
        <translation>Gewinngebot</translation>
    </message>
    <message>
        <source>Price paid</source>
        <translation>Gezahlter Preis</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>%1 bidders tied for the highest bid</source>
        <translation>%1 Bieter gleichauf mit dem höchsten Gebot</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>1 unit</source>
        <translation>1 Einheit</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 Einheiten</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>Day %1 of %2. Today&apos;s supply is %3 of water; the residents still in the game need %4 in all.</source>
        <translation>Tag %1 von %2. Die heutige Menge ist %3 Wasser; die noch verbliebenen Bewohner brauchen insgesamt %4.</translation>
    </message>
    <message>
        <source>You have been eliminated: you no longer bid.</source>
        <translation>Sie sind ausgeschieden und bieten nicht mehr.</translation>
    </message>
    <message>
        <source>You need %1 a day. You have %2 (today&apos;s salary of %3 included) and %4 of %5 health points.</source>
        <translation>Sie brauchen %1 pro Tag. Sie haben %2 (inklusive des heutigen Lohns von %3) und %4 von %5 Gesundheitspunkten.</translation>
    </message>
    <message>
        <source>You did not bid yesterday.</source>
        <translation>Gestern haben Sie nicht geboten.</translation>
    </message>
    <message>
        <source>Yesterday you bid %1 and got your water.</source>
        <translation>Gestern boten Sie %1 und bekamen Ihr Wasser.</translation>
    </message>
    <message>
        <source>Yesterday you bid %1 and got no water.</source>
        <translation>Gestern boten Sie %1 und bekamen kein Wasser.</translation>
    </message>
    <message>
        <source>The lowest winning bid yesterday was %1.</source>
        <translation>Das niedrigste Gewinngebot gestern war %1.</translation>
    </message>
    <message>
        <source>Nobody got water yesterday.</source>
        <translation>Gestern hat niemand Wasser bekommen.</translation>
    </message>
    <message>
        <source>A day without water would cost you 1 health point.</source>
        <translation>Ein Tag ohne Wasser würde Sie 1 Gesundheitspunkt kosten.</translation>
    </message>
    <message>
        <source>A day without water would cost you %1 health points.</source>
        <translation>Ein Tag ohne Wasser würde Sie %1 Gesundheitspunkte kosten.</translation>
    </message>
    <message>
        <source>Bid for your whole water need today.</source>
        <translation>Bieten Sie für Ihren ganzen heutigen Wasserbedarf.</translation>
    </message>
    <message>
        <source>Your bid for water ($)</source>
        <translation>Ihr Gebot für Wasser ($)</translation>
    </message>
    <message>
        <source>for your whole need of %1 today; you have %2</source>
        <translation>für Ihren ganzen heutigen Bedarf von %1; Sie haben %2</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Got water</source>
        <translation>Wasser bekommen</translation>
    </message>
    <message>
        <source>Lowest winning bid</source>
        <translation>Niedrigstes Gewinngebot</translation>
    </message>
    <message>
        <source>Water left</source>
        <translation>Restwasser</translation>
    </message>
    <message>
        <source>Void bids (above the balance)</source>
        <translation>Nichtige Gebote (über dem Guthaben)</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Residents left</source>
        <translation>Verbliebene Bewohner</translation>
    </message>
    <message>
        <source>the flop</source>
        <translation>der Flop</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>der Turn</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>der River</translation>
    </message>
    <message>
        <source>before the flop</source>
        <translation>vor dem Flop</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation>geht mit %1 mit</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>schiebt</translation>
    </message>
    <message>
        <source>raises half the pot (+%1)</source>
        <translation>erhöht um den halben Pot (+%1)</translation>
    </message>
    <message>
        <source>raises the pot (+%1)</source>
        <translation>erhöht um den Pot (+%1)</translation>
    </message>
    <message>
        <source>goes all in (+%1)</source>
        <translation>geht all-in (+%1)</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>höchste Karte</translation>
    </message>
    <message>
        <source>Your cards: %1. You are the small blind.</source>
        <translation>Ihre Karten: %1. Sie sind der Small Blind.</translation>
    </message>
    <message>
        <source>Your cards: %1. You are the big blind.</source>
        <translation>Ihre Karten: %1. Sie sind der Big Blind.</translation>
    </message>
    <message>
        <source>Board, %1: %2.</source>
        <translation>Tisch, %1: %2.</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>noch keine Karten</translation>
    </message>
    <message>
        <source>Pot %1. You have put in %2 and hold %3; your opponent has put in %4 and holds %5.</source>
        <translation>Pot %1. Sie haben %2 gesetzt und halten %3; Ihr Gegner hat %4 gesetzt und hält %5.</translation>
    </message>
    <message>
        <source>Your opponent %1.</source>
        <translation>Ihr Gegner: %1.</translation>
    </message>
    <message>
        <source>To stay in the hand, call %1, raise, or fold.</source>
        <translation>Um im Spiel zu bleiben: %1 mitgehen, erhöhen oder passen.</translation>
    </message>
    <message>
        <source>Your move: check, raise, or fold.</source>
        <translation>Sie sind am Zug: schieben, erhöhen oder passen.</translation>
    </message>
    <message>
        <source>Your action</source>
        <translation>Ihre Aktion</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <source>Raise half the pot (+%1)</source>
        <translation>Halber Pot (+%1)</translation>
    </message>
    <message>
        <source>Raise the pot (+%1)</source>
        <translation>Pot erhöhen (+%1)</translation>
    </message>
    <message>
        <source>All in (+%1)</source>
        <translation>All-in (+%1)</translation>
    </message>
    <message>
        <source>lost the hand by an unusable answer</source>
        <translation>verlor die Hand durch eine unbrauchbare Antwort</translation>
    </message>
    <message>
        <source>checks or calls</source>
        <translation>schiebt oder geht mit</translation>
    </message>
    <message>
        <source>raises half the pot</source>
        <translation>erhöht um den halben Pot</translation>
    </message>
    <message>
        <source>raises the pot</source>
        <translation>erhöht um den Pot</translation>
    </message>
    <message>
        <source>goes all in</source>
        <translation>geht all-in</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Setzrunde</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Zeigt</translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation>%1 gewinnt den Pot</translation>
    </message>
    <message>
        <source>called off: everyone keeps their chips</source>
        <translation>abgebrochen: alle behalten ihre Chips</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>geteilter Pot</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>%1, rank unknown</source>
        <translation>%1, Wert unbekannt</translation>
    </message>
    <message>
        <source>rank %1, colour unknown</source>
        <translation>Wert %1, Farbe unbekannt</translation>
    </message>
    <message>
        <source>nothing known</source>
        <translation>nichts bekannt</translation>
    </message>
    <message>
        <source>Your partner played %1 from position %2: it fit.</source>
        <translation>Ihr Partner hat %1 von Position %2 ausgespielt: Sie passte.</translation>
    </message>
    <message>
        <source>Your partner played %1 from position %2: it did not fit and cost a life token.</source>
        <translation>Ihr Partner hat %1 von Position %2 ausgespielt: Sie passte nicht und kostete ein Lebensplättchen.</translation>
    </message>
    <message>
        <source>Your partner discarded %1 from position %2.</source>
        <translation>Ihr Partner hat %1 von Position %2 abgeworfen.</translation>
    </message>
    <message>
        <source>Your partner pointed out your %1 cards, at positions: %2.</source>
        <translation>Ihr Partner hat Ihnen Ihre Karten der Farbe %1 gezeigt, an den Positionen: %2.</translation>
    </message>
    <message>
        <source>Your partner pointed out your cards of rank %1, at positions: %2.</source>
        <translation>Ihr Partner hat Ihnen Ihre Karten mit dem Wert %1 gezeigt, an den Positionen: %2.</translation>
    </message>
    <message>
        <source>Your partner passed.</source>
        <translation>Ihr Partner hat gepasst.</translation>
    </message>
    <message>
        <source>Turn %1. Fireworks: %2. Team score: %3 of %4.</source>
        <translation>Zug %1. Feuerwerke: %2. Teampunkte: %3 von %4.</translation>
    </message>
    <message>
        <source>Information tokens: %1 of %2. Life tokens: %3. Cards in the deck: %4.</source>
        <translation>Hinweisplättchen: %1 von %2. Lebensplättchen: %3. Karten im Stapel: %4.</translation>
    </message>
    <message>
        <source>The deck is empty: this is the last round of turns.</source>
        <translation>Der Stapel ist leer: Dies ist die letzte Runde.</translation>
    </message>
    <message>
        <source>Your partner&apos;s cards, oldest first: %1.</source>
        <translation>Karten Ihres Partners, die älteste zuerst: %1.</translation>
    </message>
    <message>
        <source>What you have been told of your cards, oldest first: %1.</source>
        <translation>Was Ihnen über Ihre Karten gesagt wurde, die älteste zuerst: %1.</translation>
    </message>
    <message>
        <source>Discarded: %1.</source>
        <translation>Abgeworfen: %1.</translation>
    </message>
    <message>
        <source>Play a card, discard one, or point out your partner&apos;s cards of one colour or rank.</source>
        <translation>Spielen Sie eine Karte aus, werfen Sie eine ab oder zeigen Sie Ihrem Partner seine Karten einer Farbe oder eines Werts.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Karte ausspielen</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Karte abwerfen</translation>
    </message>
    <message>
        <source>Point out a colour</source>
        <translation>Farbe zeigen</translation>
    </message>
    <message>
        <source>Point out a rank</source>
        <translation>Wert zeigen</translation>
    </message>
    <message>
        <source>Which of your cards</source>
        <translation>Welche Ihrer Karten</translation>
    </message>
    <message>
        <source>to play or discard; 1 is the oldest</source>
        <translation>zum Ausspielen oder Abwerfen; 1 ist die älteste</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>Colour to point out</source>
        <translation>Zu zeigende Farbe</translation>
    </message>
    <message>
        <source>for a colour hint</source>
        <translation>für einen Farbhinweis</translation>
    </message>
    <message>
        <source>Rank to point out</source>
        <translation>Zu zeigender Wert</translation>
    </message>
    <message>
        <source>for a rank hint</source>
        <translation>für einen Werthinweis</translation>
    </message>
    <message>
        <source>plays card %1</source>
        <translation>spielt Karte %1 aus</translation>
    </message>
    <message>
        <source>discards card %1</source>
        <translation>wirft Karte %1 ab</translation>
    </message>
    <message>
        <source>points out %1</source>
        <translation>zeigt %1</translation>
    </message>
    <message>
        <source>points out the rank %1</source>
        <translation>zeigt den Wert %1</translation>
    </message>
    <message>
        <source>%1 played %2 (card %3): it fit</source>
        <translation>%1 spielte %2 aus (Karte %3): passt</translation>
    </message>
    <message>
        <source>%1 played %2 (card %3): it did not fit, a life lost</source>
        <translation>%1 spielte %2 aus (Karte %3): passt nicht, ein Leben verloren</translation>
    </message>
    <message>
        <source>%1 discarded %2 (card %3)</source>
        <translation>%1 warf %2 ab (Karte %3)</translation>
    </message>
    <message>
        <source>%1 pointed out %2, at positions: %3</source>
        <translation>%1 zeigte %2, an den Positionen: %3</translation>
    </message>
    <message>
        <source>%1 pointed out the rank %2, at positions: %3</source>
        <translation>%1 zeigte den Wert %2, an den Positionen: %3</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Fireworks</source>
        <translation>Feuerwerke</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>%1 information, %2 life</source>
        <translation>%1 Hinweis, %2 Leben</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>no life token left: the team scores 0</source>
        <translation>kein Lebensplättchen mehr: das Team erhält 0 Punkte</translation>
    </message>
    <message>
        <source>every firework complete</source>
        <translation>alle Feuerwerke vollständig</translation>
    </message>
    <message>
        <source>over: the last round after the deck ran out</source>
        <translation>vorbei: die letzte Runde nach dem leeren Stapel</translation>
    </message>
    <message>
        <source>stopped at the turn limit</source>
        <translation>beim Zuglimit beendet</translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation>höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 und %3</translation>
    </message>
    <message>
        <source>1 hat</source>
        <translation>1 Hut</translation>
    </message>
    <message>
        <source>%1 hats</source>
        <translation>%1 Hüte</translation>
    </message>
    <message>
        <source>1 ball</source>
        <translation>1 Ball</translation>
    </message>
    <message>
        <source>%1 balls</source>
        <translation>%1 Bälle</translation>
    </message>
    <message>
        <source>1 apple</source>
        <translation>1 Apfel</translation>
    </message>
    <message>
        <source>%1 apples</source>
        <translation>%1 Äpfel</translation>
    </message>
    <message>
        <source>You said: “%1”</source>
        <translation>Du sagtest: „%1“</translation>
    </message>
    <message>
        <source>Your opponent said: “%1”</source>
        <translation>Dein Gegenüber sagte: „%1“</translation>
    </message>
    <message>
        <source>Bargaining round %1 of %2.</source>
        <translation>Verhandlungsrunde %1 von %2.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>Auf dem Tisch: %1.</translation>
    </message>
    <message>
        <source>To you, a hat is worth %1, a ball %2 and an apple %3: %4 for everything.</source>
        <translation>Für dich ist ein Hut %1 wert, ein Ball %2 und ein Apfel %3: %4 für alles zusammen.</translation>
    </message>
    <message>
        <source>Their offer: they keep %1; you would get %2, worth %3 to you.</source>
        <translation>Ihr Angebot: sie behalten %1; du bekämst %2, für dich %3 wert.</translation>
    </message>
    <message>
        <source>Your opponent has made no offer yet.</source>
        <translation>Dein Gegenüber hat noch kein Angebot gemacht.</translation>
    </message>
    <message>
        <source>Your last proposal: you keep %1, worth %2 to you.</source>
        <translation>Dein letzter Vorschlag: du behältst %1, für dich %2 wert.</translation>
    </message>
    <message>
        <source>This is the last turn: if you do not accept their offer, nobody gets anything.</source>
        <translation>Dies ist der letzte Zug: Nimmst du ihr Angebot nicht an, bekommt niemand etwas.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s next turn is the last: they can only accept your proposal or end without a deal.</source>
        <translation>Der nächste Zug deines Gegenübers ist der letzte: Es kann deinen Vorschlag nur annehmen oder ohne Einigung enden.</translation>
    </message>
    <message>
        <source>Propose what you keep, with a message, or accept their offer.</source>
        <translation>Schlage vor, was du behältst, mit einer Nachricht, oder nimm ihr Angebot an.</translation>
    </message>
    <message>
        <source>Propose what you keep, with a message.</source>
        <translation>Schlage vor, was du behältst, mit einer Nachricht.</translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>Vorschlagen</translation>
    </message>
    <message>
        <source>Accept their offer</source>
        <translation>Ihr Angebot annehmen</translation>
    </message>
    <message>
        <source>Hats you keep</source>
        <translation>Hüte, die du behältst</translation>
    </message>
    <message>
        <source>Balls you keep</source>
        <translation>Bälle, die du behältst</translation>
    </message>
    <message>
        <source>Apples you keep</source>
        <translation>Äpfel, die du behältst</translation>
    </message>
    <message>
        <source>0 to %1; the rest goes to your opponent</source>
        <translation>0 bis %1; der Rest geht an dein Gegenüber</translation>
    </message>
    <message>
        <source>Message to your opponent</source>
        <translation>Nachricht an dein Gegenüber</translation>
    </message>
    <message>
        <source>optional, at most %1 characters</source>
        <translation>freiwillig, höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>concedes</source>
        <translation>gibt auf</translation>
    </message>
    <message>
        <source>accepts the offer</source>
        <translation>nimmt das Angebot an</translation>
    </message>
    <message>
        <source>proposes to keep %1</source>
        <translation>schlägt vor, %1 zu behalten</translation>
    </message>
    <message>
        <source>%1 proposes to keep %2</source>
        <translation>%1 schlägt vor, %2 zu behalten</translation>
    </message>
    <message>
        <source>%1 accepts the offer</source>
        <translation>%1 nimmt das Angebot an</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>Turn %1, round %2</source>
        <translation>Zug %1, Runde %2</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>deal: %1 secures %2 (worth %3 to them), %4 secures %5 (worth %6 to them)</source>
        <translation>Einigung: %1 erhält %2 (für sie %3 wert), %4 erhält %5 (für sie %6 wert)</translation>
    </message>
    <message>
        <source>no deal within the rounds: nobody gets anything</source>
        <translation>keine Einigung in den Runden: niemand bekommt etwas</translation>
    </message>
    <message>
        <source>%1 gave up and loses: no deal</source>
        <translation>%1 gab auf und verliert: keine Einigung</translation>
    </message>
    <message>
        <source>stopped at the turn limit: no deal</source>
        <translation>an der Zuggrenze beendet: keine Einigung</translation>
    </message>
    <message>
        <source>%1 gave no clue</source>
        <translation>%1 gab keinen Hinweis</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>no votes</source>
        <translation>keine Stimmen</translation>
    </message>
    <message>
        <source>Your secret word: %1</source>
        <translation>Dein geheimes Wort: %1</translation>
    </message>
    <message>
        <source>Round %1. Still in: %2. Out: %3.</source>
        <translation>Runde %1. Noch dabei: %2. Ausgeschieden: %3.</translation>
    </message>
    <message>
        <source>Round %1 clue — %2</source>
        <translation>Runde %1, Hinweis — %2</translation>
    </message>
    <message>
        <source>Round %1 vote — %2; %3 went out (a tie, drawn by lot)</source>
        <translation>Runde %1, Abstimmung — %2; %3 schied aus (Gleichstand, ausgelost)</translation>
    </message>
    <message>
        <source>Round %1 vote — %2; %3 went out</source>
        <translation>Runde %1, Abstimmung — %2; %3 schied aus</translation>
    </message>
    <message>
        <source>Clues this round:</source>
        <translation>Hinweise in dieser Runde:</translation>
    </message>
    <message>
        <source>Vote out the player you think has a different word (not yourself).</source>
        <translation>Wähle den Spieler hinaus, der deiner Meinung nach ein anderes Wort hat (nicht dich selbst).</translation>
    </message>
    <message>
        <source>Give one short clue about your word, without saying it.</source>
        <translation>Gib einen kurzen Hinweis auf dein Wort, ohne es zu nennen.</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Dein Hinweis</translation>
    </message>
    <message>
        <source>a few words, at most %1 characters; your word itself is not allowed</source>
        <translation>ein paar Wörter, höchstens %1 Zeichen; dein Wort selbst ist nicht erlaubt</translation>
    </message>
    <message>
        <source>Vote out</source>
        <translation>Hinauswählen</translation>
    </message>
    <message>
        <source>votes out %1</source>
        <translation>wählt %1 hinaus</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>%1 (a tie, drawn by lot)</source>
        <translation>%1 (Gleichstand, ausgelost)</translation>
    </message>
    <message>
        <source>the undercover was found</source>
        <translation>der Undercover wurde entdeckt</translation>
    </message>
    <message>
        <source>the undercover survived</source>
        <translation>der Undercover hat überlebt</translation>
    </message>
    <message>
        <source>stopped at the round limit</source>
        <translation>an der Rundengrenze beendet</translation>
    </message>
    <message>
        <source>Undercover</source>
        <translation>Undercover</translation>
    </message>
    <message>
        <source>%1, word “%2”; the others had “%3”</source>
        <translation>%1, Wort „%2“; die anderen hatten „%3“</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2; if all claims together exceed %3, nobody gets anything</source>
        <translation>eine ganze Zahl von %1 bis %2; übersteigen alle Forderungen zusammen %3, bekommt niemand etwas</translation>
    </message>
    <message>
        <source>any whole number counts under this session&apos;s rules, even more than the %1 whole tokens you hold</source>
        <translation>nach den Regeln dieser Sitzung zählt jede ganze Zahl, auch mehr als die %1 ganzen Marken, die Sie halten</translation>
    </message>
    <message>
        <source>Everyone&apos;s numbers last round, seat by seat: %1.</source>
        <translation>Die Zahlen aller in der letzten Runde, Platz für Platz: %1.</translation>
    </message>
    <message>
        <source>%1 people decide whether to go to the bar. It is fun when at most %2 of them go and no fun when it is crowded; staying home is always the same.</source>
        <translation>%1 Personen entscheiden, ob sie in die Bar gehen. Es macht Spaß, wenn höchstens %2 von ihnen hingehen, und keinen, wenn es voll ist; zu Hause bleiben ist immer gleich.</translation>
    </message>
    <message>
        <source>you went</source>
        <translation>sind Sie hingegangen</translation>
    </message>
    <message>
        <source>you stayed home</source>
        <translation>sind Sie zu Hause geblieben</translation>
    </message>
    <message>
        <source>Last round %1 and %2 people went (%3).</source>
        <translation>Letzte Runde %1, und %2 Personen gingen hin (%3).</translation>
    </message>
    <message>
        <source>not crowded</source>
        <translation>nicht voll</translation>
    </message>
    <message>
        <source>Last round %1; you were not told how many went.</source>
        <translation>Letzte Runde %1; Ihnen wurde nicht gesagt, wie viele hingingen.</translation>
    </message>
    <message>
        <source>Do you go or stay home?</source>
        <translation>Gehen Sie hin oder bleiben Sie zu Hause?</translation>
    </message>
    <message>
        <source>%1 diners split the bill equally. The costly dish costs %2 and is worth %3 to you; the cheap one costs %4 and is worth %5.</source>
        <translation>%1 Gäste teilen die Rechnung zu gleichen Teilen. Das teure Gericht kostet %2 und ist Ihnen %3 wert; das günstige kostet %4 und ist %5 wert.</translation>
    </message>
    <message>
        <source>Last round %1 of the diners ordered the costly dish and everyone paid %2; your payoff was %3.</source>
        <translation>Letzte Runde bestellten %1 der Gäste das teure Gericht, und alle zahlten %2; Ihre Auszahlung war %3.</translation>
    </message>
    <message>
        <source>Which dish do you order?</source>
        <translation>Welches Gericht bestellen Sie?</translation>
    </message>
    <message>
        <source>Item %1 of %2: %3. Bidding starts at $%4; you think it is worth $%5.</source>
        <translation>Gegenstand %1 von %2: %3. Das Bieten beginnt bei $%4; Sie schätzen seinen Wert auf $%5.</translation>
    </message>
    <message>
        <source>Nobody has bid on it yet.</source>
        <translation>Noch hat niemand darauf geboten.</translation>
    </message>
    <message>
        <source>You lead with $%1.</source>
        <translation>Sie führen mit $%1.</translation>
    </message>
    <message>
        <source>The highest bid is $%1, by %2.</source>
        <translation>Das höchste Gebot ist $%1, von %2.</translation>
    </message>
    <message>
        <source>You have $%1 left of $%2; your profit so far is $%3.</source>
        <translation>Sie haben noch $%1 von $%2; Ihr bisheriger Gewinn ist $%3.</translation>
    </message>
    <message>
        <source>You cannot afford the lowest bid of $%1: withdraw with 0.</source>
        <translation>Das niedrigste Gebot von $%1 können Sie sich nicht leisten: Steigen Sie mit 0 aus.</translation>
    </message>
    <message>
        <source>Bid at least $%1, or withdraw from this item with 0.</source>
        <translation>Bieten Sie mindestens $%1, oder steigen Sie mit 0 bei diesem Gegenstand aus.</translation>
    </message>
    <message>
        <source>%1 (the board then dealt to %2)</source>
        <translation>%1 (danach aufgedeckt bis: %2)</translation>
    </message>
</context>
<context>
    <name>RunLauncher</name>
    <message>
        <source>A budget needs a price for every model, and %1 has none: add it under Settings → Prices, or run without a budget.</source>
        <translation>Ein Budget braucht einen Preis für jedes Modell, und %1 hat keinen: Tragen Sie ihn unter Einstellungen → Preise ein oder starten Sie ohne Budget.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>Unbekanntes Spiel „%1“.</translation>
    </message>
    <message>
        <source>This folder is a classroom room&apos;s: reopen it with nashlab-cli room --resume %1.</source>
        <translation>Dieser Ordner gehört zu einem Klassenraum: Öffnen Sie ihn mit nashlab-cli room --resume %1 wieder.</translation>
    </message>
    <message>
        <source>Every session of this run has finished: there is nothing to resume.</source>
        <translation>Jede Sitzung dieses Laufs ist beendet: Es gibt nichts fortzusetzen.</translation>
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
        <source>Payoff</source>
        <translation>Auszahlung</translation>
    </message>
    <message>
        <source>Invalid answers</source>
        <translation>Ungültige Antworten</translation>
    </message>
    <message>
        <source>Rule-breaking rate</source>
        <translation>Quote der Regelverstöße</translation>
    </message>
    <message>
        <source>Rationality (EconArena)</source>
        <translation>Rationalität (EconArena)</translation>
    </message>
    <message>
        <source>Distance from the equilibrium</source>
        <translation>Abstand zum Gleichgewicht</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Mean number chosen</source>
        <translation>Mittlere gewählte Zahl</translation>
    </message>
    <message>
        <source>Share of rounds with a good evening</source>
        <translation>Anteil der Runden mit einem schönen Abend</translation>
    </message>
    <message>
        <source>Share of rounds at the bar</source>
        <translation>Anteil der Runden in der Bar</translation>
    </message>
    <message>
        <source>Mean bid</source>
        <translation>Mittleres Gebot</translation>
    </message>
    <message>
        <source>Contribution rate</source>
        <translation>Beitragsquote</translation>
    </message>
    <message>
        <source>Tokens at the end</source>
        <translation>Marken am Ende</translation>
    </message>
    <message>
        <source>Mean contribution</source>
        <translation>Mittlerer Beitrag</translation>
    </message>
    <message>
        <source>Share of costly dishes</source>
        <translation>Anteil teurer Gerichte</translation>
    </message>
    <message>
        <source>Bid&apos;s distance from the equilibrium bid</source>
        <translation>Abstand des Gebots zum Gleichgewichtsgebot</translation>
    </message>
    <message>
        <source>Mean value minus bid</source>
        <translation>Mittlerer Wert minus Gebot</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Shots missed on purpose</source>
        <translation>Absichtlich verfehlte Schüsse</translation>
    </message>
    <message>
        <source>Share of shots at the strongest</source>
        <translation>Anteil der Schüsse auf den Stärksten</translation>
    </message>
    <message>
        <source>Shots at the strongest</source>
        <translation>Schüsse auf den Stärksten</translation>
    </message>
    <message>
        <source>Survived</source>
        <translation>Überlebt</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Votes as the equilibrium votes</source>
        <translation>Stimmen wie im Gleichgewicht</translation>
    </message>
    <message>
        <source>Plans proposed</source>
        <translation>Vorgeschlagene Pläne</translation>
    </message>
    <message>
        <source>Votes cast</source>
        <translation>Abgegebene Stimmen</translation>
    </message>
    <message>
        <source>Day eliminated</source>
        <translation>Tag des Ausscheidens</translation>
    </message>
    <message>
        <source>Days survived</source>
        <translation>Überlebte Tage</translation>
    </message>
    <message>
        <source>Money at the end</source>
        <translation>Geld am Ende</translation>
    </message>
    <message>
        <source>Health at the end</source>
        <translation>Gesundheit am Ende</translation>
    </message>
    <message>
        <source>Mean winning bid</source>
        <translation>Mittleres Gewinngebot</translation>
    </message>
    <message>
        <source>Bids above the balance</source>
        <translation>Gebote über dem Guthaben</translation>
    </message>
    <message>
        <source>Daily water need</source>
        <translation>Täglicher Wasserbedarf</translation>
    </message>
    <message>
        <source>Daily salary</source>
        <translation>Tageslohn</translation>
    </message>
    <message>
        <source>Total paid</source>
        <translation>Insgesamt gezahlt</translation>
    </message>
    <message>
        <source>Days with water</source>
        <translation>Tage mit Wasser</translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation>Beteiligung</translation>
    </message>
    <message>
        <source>Failed-bid rate</source>
        <translation>Quote fehlgeschlagener Gebote</translation>
    </message>
    <message>
        <source>Items won</source>
        <translation>Gewonnene Gegenstände</translation>
    </message>
    <message>
        <source>Money left ($)</source>
        <translation>Restgeld ($)</translation>
    </message>
    <message>
        <source>Money spent ($)</source>
        <translation>Ausgegebenes Geld ($)</translation>
    </message>
    <message>
        <source>Items overpaid</source>
        <translation>Überbezahlte Gegenstände</translation>
    </message>
    <message>
        <source>Profit ($)</source>
        <translation>Gewinn ($)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Share of auctions topped</source>
        <translation>Anteil der Auktionen mit dem höchsten Gewinn</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Illegal-move rate</source>
        <translation>Quote ungültiger Züge</translation>
    </message>
    <message>
        <source>Lost by an illegal move</source>
        <translation>Durch ungültigen Zug verloren</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Gemachte Züge</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <source>Board-value reward</source>
        <translation>Belohnung nach Stellungswert</translation>
    </message>
    <message>
        <source>Mean profit of the bidders ($)</source>
        <translation>Mittlerer Gewinn der Bieter ($)</translation>
    </message>
    <message>
        <source>Top bidder&apos;s profit ($)</source>
        <translation>Gewinn des besten Bieters ($)</translation>
    </message>
    <message>
        <source>Share of items sold</source>
        <translation>Anteil verkaufter Gegenstände</translation>
    </message>
    <message>
        <source>Survivors</source>
        <translation>Überlebende</translation>
    </message>
    <message>
        <source>Resource-to-survival ratio, first day</source>
        <translation>Ressourcen zu Überlebensbedarf, erster Tag</translation>
    </message>
    <message>
        <source>Resource-to-survival ratio, last day</source>
        <translation>Ressourcen zu Überlebensbedarf, letzter Tag</translation>
    </message>
    <message>
        <source>Chips won</source>
        <translation>Gewonnene Chips</translation>
    </message>
    <message>
        <source>Hands folded</source>
        <translation>Gepasste Hände</translation>
    </message>
    <message>
        <source>Hands to the showdown</source>
        <translation>Hände bis zum Showdown</translation>
    </message>
    <message>
        <source>Turns forfeited</source>
        <translation>Verfallene Züge</translation>
    </message>
    <message>
        <source>Bid above the equilibrium (share of it)</source>
        <translation>Gebot über dem Gleichgewicht (Anteil davon)</translation>
    </message>
    <message>
        <source>Team score</source>
        <translation>Teampunkte</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Ausgespielte Karten</translation>
    </message>
    <message>
        <source>Wrong plays</source>
        <translation>Fehlspiele</translation>
    </message>
    <message>
        <source>Cards discarded</source>
        <translation>Abgeworfene Karten</translation>
    </message>
    <message>
        <source>Hints given</source>
        <translation>Gegebene Hinweise</translation>
    </message>
    <message>
        <source>Share of plays</source>
        <translation>Anteil Ausspielen</translation>
    </message>
    <message>
        <source>Share of discards</source>
        <translation>Anteil Abwerfen</translation>
    </message>
    <message>
        <source>Share of hints</source>
        <translation>Anteil Hinweise</translation>
    </message>
    <message>
        <source>%1 by treatment</source>
        <translation>%1 nach Behandlung</translation>
    </message>
    <message>
        <source>%1 − %2: %3, 95% bootstrap CI [%4, %5], permutation p = %6</source>
        <translation>%1 − %2: %3, 95-%-Bootstrap-KI [%4, %5], Permutations-p = %6</translation>
    </message>
    <message>
        <source>γ-Bench score</source>
        <translation>γ-Bench-Punktzahl</translation>
    </message>
</context>
<context>
    <name>TreatmentChart</name>
    <message>
        <source>%1 − %2: %3 [%4, %5], p = %6</source>
        <translation>%1 − %2: %3 [%4, %5], p = %6</translation>
    </message>
</context>
<context>
    <name>nashlab::ui</name>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>history shown</source>
        <translation>gezeigter Verlauf</translation>
    </message>
    <message>
        <source>chain of thought</source>
        <translation>Gedankenkette</translation>
    </message>
    <message>
        <source>every seat: %1</source>
        <translation>jeder Platz: %1</translation>
    </message>
    <message>
        <source>seat %1: %2</source>
        <translation>Platz %1: %2</translation>
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
    <message>
        <source>Show every player&apos;s cards to the audience</source>
        <translation>Allen Zuschauern die Karten aller Spieler zeigen</translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation>%1 gewinnt den Pot</translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation>Geteilter Pot</translation>
    </message>
    <message>
        <source>The blinds are in; the cards are dealt</source>
        <translation>Die Blinds sind gesetzt, die Karten verteilt</translation>
    </message>
    <message>
        <source>Action %1</source>
        <translation>Aktion %1</translation>
    </message>
    <message>
        <source>Show both players&apos; values to the audience</source>
        <translation>Die Werte beider Spieler dem Publikum zeigen</translation>
    </message>
    <message>
        <source>Show every player&apos;s word to the audience</source>
        <translation>Das Wort jedes Spielers dem Publikum zeigen</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaController</name>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>Ein Lauf ist im Gang: Halten Sie ihn zuerst an.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
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
    <message>
        <source>Stopped before the next request: %1. Go on with: nashlab-cli run --resume %2 --budget &lt;higher&gt;</source>
        <translation>Vor der nächsten Anfrage angehalten: %1. Weiter mit: nashlab-cli run --resume %2 --budget &lt;höher&gt;</translation>
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
        <source>Seconds a human seat has to answer (unless its spec sets timeout_s); then the invalid-answer policy&apos;s fallback answers for it. Applies from the next question.</source>
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
    <message>
        <source>session %1 / %2 · round %3</source>
        <translation>Sitzung %1 / %2 · Runde %3</translation>
    </message>
    <message>
        <source> · spent %1 of %2 %3</source>
        <translation> · %1 von %2 %3 ausgegeben</translation>
    </message>
    <message numerus="yes">
        <source> · about %n min left</source>
        <translation>
            <numerusform> · noch etwa %n Minute</numerusform>
            <numerusform> · noch etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · about %n s left</source>
        <translation>
            <numerusform> · noch etwa %n Sekunde</numerusform>
            <numerusform> · noch etwa %n Sekunden</numerusform>
        </translation>
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
    <name>nashlab::ui::CardTableView</name>
    <message>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation>Vor dem Flop</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation>geht mit %1 mit</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>schiebt</translation>
    </message>
    <message>
        <source>raises half the pot (+%1)</source>
        <translation>erhöht um den halben Pot (+%1)</translation>
    </message>
    <message>
        <source>raises the pot (+%1)</source>
        <translation>erhöht um den Pot (+%1)</translation>
    </message>
    <message>
        <source>goes all in (+%1)</source>
        <translation>geht all-in (+%1)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>%1 · in: %2</source>
        <translation>%1 · gesetzt: %2</translation>
    </message>
    <message>
        <source>%1 · Pot %2</source>
        <translation>%1 · Pot %2</translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation>%1 gewinnt den Pot</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>geteilter Pot</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>höchste Karte</translation>
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
        <source>Unknown file type &apos;%1&apos;: use .png, .svg or .csv</source>
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
        <source>the game&apos;s default action</source>
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
    <message>
        <source>%1 seats, %2 rounds × %3 repetitions.</source>
        <translation>%1 Plätze, %2 Runden × %3 Wiederholungen.</translation>
    </message>
    <message>
        <source>✓ Ready: %1</source>
        <translation>✓ Bereit: %1</translation>
    </message>
    <message>
        <source>… Checking the API keys. %1</source>
        <translation>… Die API-Schlüssel werden geprüft. %1</translation>
    </message>
    <message>
        <source>⚠ Cannot run yet: %1 %2</source>
        <translation>⚠ Noch nicht startbereit: %1 %2</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>The most the run may spend on model requests; it stops before the request that would pass it.</source>
        <translation>Das Höchste, was der Lauf für Modellanfragen ausgeben darf; er hält vor der Anfrage an, die es überschreiten würde.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>This design is kept as the spec file writes it (%1); the seat table and the form would reach none of its treatments. Edit the file to change it, or drop the design.</source>
        <translation>Dieses Design bleibt, wie die Spec-Datei es schreibt (%1); Platztabelle und Formular erreichen keine seiner Behandlungen. Ändern Sie die Datei oder verwerfen Sie das Design.</translation>
    </message>
    <message>
        <source>%1 treatments.</source>
        <translation>%1 Behandlungen.</translation>
    </message>
    <message>
        <source>Whole design: %1</source>
        <translation>Ganzes Design: %1</translation>
    </message>
    <message>
        <source>⚠ That is more than the budget of %1: the run stops when it is spent.</source>
        <translation>⚠ Das ist mehr als das Budget von %1: Der Lauf hält an, wenn es ausgegeben ist.</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::DesignPanel</name>
    <message>
        <source>Compare treatments: each factor sets a spec field to each of its levels, and every combination of the levels is a treatment, played the set number of repetitions. A factor overrides what the seat table or the form says for its field.</source>
        <translation>Behandlungen vergleichen: Jeder Faktor setzt ein Spec-Feld auf jede seiner Stufen, und jede Kombination der Stufen ist eine Behandlung, die so oft wie eingestellt wiederholt wird. Ein Faktor hat Vorrang vor dem, was Platztabelle oder Formular für sein Feld angeben.</translation>
    </message>
    <message>
        <source>Crossed: every combination of the levels</source>
        <translation>Gekreuzt: jede Kombination der Stufen</translation>
    </message>
    <message>
        <source>Listed: treatments written in the spec file</source>
        <translation>Aufgelistet: Behandlungen aus der Spec-Datei</translation>
    </message>
    <message>
        <source>Add factor</source>
        <translation>Faktor hinzufügen</translation>
    </message>
    <message>
        <source>Common random numbers</source>
        <translation>Gemeinsame Zufallszahlen</translation>
    </message>
    <message>
        <source>Repetition r of every treatment draws the same chance (bot draws, valuations), so a difference between treatments is the treatment&apos;s, not the dice&apos;s.</source>
        <translation>Wiederholung r jeder Behandlung zieht denselben Zufall (Bot-Züge, Bewertungen), damit ein Unterschied zwischen Behandlungen an der Behandlung liegt, nicht am Würfel.</translation>
    </message>
    <message>
        <source>Drop the design</source>
        <translation>Design verwerfen</translation>
    </message>
    <message>
        <source>a design factor has no field; choose one or remove the factor</source>
        <translation>ein Designfaktor hat kein Feld; wählen Sie eines oder entfernen Sie den Faktor</translation>
    </message>
    <message>
        <source>two design factors are named &apos;%1&apos;; give one of them another name</source>
        <translation>zwei Designfaktoren heißen „%1“; geben Sie einem einen anderen Namen</translation>
    </message>
    <message>
        <source>A listed design is edited in the spec file; choose Crossed to build one here.</source>
        <translation>Ein aufgelistetes Design wird in der Spec-Datei bearbeitet; wählen Sie „Gekreuzt“, um hier eines zu bauen.</translation>
    </message>
    <message>
        <source>the spec as it is</source>
        <translation>die Spec, wie sie ist</translation>
    </message>
    <message>
        <source>Listed treatments, kept as the spec file writes them (edit the file to change them):</source>
        <translation>Aufgelistete Behandlungen, wie die Spec-Datei sie schreibt (zum Ändern die Datei bearbeiten):</translation>
    </message>
    <message>
        <source>⚠ The design cannot run: %1</source>
        <translation>⚠ Das Design kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>none, one configuration</source>
        <translation>keines, eine Konfiguration</translation>
    </message>
    <message>
        <source>No design: the spec plays one configuration %1 time(s). Add a factor to compare treatments.</source>
        <translation>Kein Design: Die Spec spielt eine Konfiguration %1-mal. Fügen Sie einen Faktor hinzu, um Behandlungen zu vergleichen.</translation>
    </message>
    <message>
        <source>cannot run yet</source>
        <translation>kann noch nicht laufen</translation>
    </message>
    <message>
        <source>%1 treatments × %2 repetitions = %3 sessions, once the design is valid.</source>
        <translation>%1 Behandlungen × %2 Wiederholungen = %3 Sitzungen, sobald das Design gültig ist.</translation>
    </message>
    <message>
        <source>%1 treatments × %2 repetitions = %3 sessions</source>
        <translation>%1 Behandlungen × %2 Wiederholungen = %3 Sitzungen</translation>
    </message>
    <message>
        <source>%1 decisions (sessions × rounds × seats).</source>
        <translation>%1 Entscheidungen (Sitzungen × Runden × Plätze).</translation>
    </message>
    <message>
        <source>about %1 decisions (sessions × rounds × seats; this game does not ask every seat every round).</source>
        <translation>etwa %1 Entscheidungen (Sitzungen × Runden × Plätze; dieses Spiel fragt nicht jeden Platz in jeder Runde).</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>Design: %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::DesignView</name>
    <message>
        <source>Against the first treatment</source>
        <translation>Gegen die erste Behandlung</translation>
    </message>
    <message>
        <source>(difference of the means [95% bootstrap CI], permutation p)</source>
        <translation>(Differenz der Mittelwerte [95-%-Bootstrap-KI], Permutations-p)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::FactorRow</name>
    <message>
        <source>The spec field this factor sets in each treatment</source>
        <translation>Das Spec-Feld, das dieser Faktor in jeder Behandlung setzt</translation>
    </message>
    <message>
        <source>The factor&apos;s name: a column of the tidy export and part of each treatment&apos;s label</source>
        <translation>Der Name des Faktors: eine Spalte des Tidy-Exports und Teil jeder Behandlungsbezeichnung</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove this factor</source>
        <translation>Diesen Faktor entfernen</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Stufen</translation>
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
    <message>
        <source>playing…</source>
        <translation>läuft…</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HanabiTableView</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Die Karten sind verteilt.</translation>
    </message>
    <message>
        <source>%1 played %2: it fit</source>
        <translation>%1 spielte %2: sie passte</translation>
    </message>
    <message>
        <source>%1 played %2: it did not fit, a life lost</source>
        <translation>%1 spielte %2: sie passte nicht, ein Leben verloren</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 warf %2 ab</translation>
    </message>
    <message>
        <source>%1 pointed out %2</source>
        <translation>%1 zeigte auf %2</translation>
    </message>
    <message>
        <source>%1 pointed out the %2s</source>
        <translation>%1 zeigte auf die %2er</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 passte</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 (your cards, hidden from you)</source>
        <translation>%1 (deine Karten, vor dir verborgen)</translation>
    </message>
    <message>
        <source>Fireworks</source>
        <translation>Feuerwerke</translation>
    </message>
    <message>
        <source>Information tokens: %1 · Lives: %2 · Deck: %3 · Score: %4</source>
        <translation>Hinweismarken: %1 · Leben: %2 · Stapel: %3 · Punkte: %4</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Spiel vorbei — %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HeatmapView</name>
    <message>
        <source>No rounds yet</source>
        <translation>Noch keine Runden</translation>
    </message>
    <message>
        <source>No action so far is a number to colour.</source>
        <translation>Bisher ist keine Aktion eine Zahl, die sich einfärben ließe.</translation>
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
    <name>nashlab::ui::LeaderboardModel</name>
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
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Mean reward</source>
        <translation>Mittlere Auszahlung</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>The environment&apos;s metric (LLMArena&apos;s): the sort order</source>
        <translation>Die Kennzahl der Umgebung (wie bei LLMArena): die Sortierung</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>100 · value / value of %1 in each environment, averaged (LLMArena&apos;s Table 1)</source>
        <translation>100 · Wert / Wert von %1 in jeder Umgebung, gemittelt (Tabelle 1 von LLMArena)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LegendStrip</name>
    <message>
        <source>Click to hide or show %1</source>
        <translation>Klicken, um %1 aus- oder einzublenden</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LevelChips</name>
    <message>
        <source>add a level, Enter</source>
        <translation>Stufe hinzufügen, Eingabe</translation>
    </message>
    <message>
        <source>Remove this level</source>
        <translation>Diese Stufe entfernen</translation>
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
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Continues the selected unfinished run where it stopped, in the Arena</source>
        <translation>Setzt den gewählten unvollendeten Lauf dort fort, wo er aufgehört hat, in der Arena</translation>
    </message>
    <message>
        <source>%1
Unfinished: %2 of %3 sessions finished. Resume continues it.</source>
        <translation>%1
Unvollendet: %2 von %3 Sitzungen beendet. „Fortsetzen“ spielt ihn weiter.</translation>
    </message>
    <message>
        <source>%1
Its spec cannot be read: %2</source>
        <translation>%1
Seine Spezifikation ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1
Playing in the Arena</source>
        <translation>%1
Läuft in der Arena</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LiveHistogram</name>
    <message>
        <source>No answers yet this round</source>
        <translation>Noch keine Antworten in dieser Runde</translation>
    </message>
    <message>
        <source>Answers appear here as they come in</source>
        <translation>Die Antworten erscheinen hier, sobald sie eintreffen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Average so far</source>
        <translation>Durchschnitt bisher</translation>
    </message>
    <message>
        <source>Target so far</source>
        <translation>Ziel bisher</translation>
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
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Clearing price</source>
        <translation>Markträumungspreis</translation>
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
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat&apos;s kind to LLM in the seat table; set up servers and API keys in Settings → Providers (keys go to the system keychain).</source>
        <translation>&lt;b&gt;Willkommen bei NashLab.&lt;/b&gt; Eine Demo ist bereit: zehn Strategie-Bots raten 2/3 des Durchschnitts (γ-Bench). Drücken Sie &lt;b&gt;Start&lt;/b&gt; (Leertaste), um zuzusehen, oder nehmen Sie einen Platz ein und spielen Sie mit. Damit ein Sprachmodell spielt, stellen Sie die Art eines Platzes in der Platztabelle auf LLM; Server und API-Schlüssel richten Sie unter Einstellungen → Anbieter ein (Schlüssel kommen in den Schlüsselbund des Systems).</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat 1 is now you.&lt;/b&gt; Press &lt;b&gt;Run&lt;/b&gt; (Space): each round your question appears on the right of the Arena; answer and press Enter. The nine bots wait for you.</source>
        <translation>&lt;b&gt;Platz 1 sind jetzt Sie.&lt;/b&gt; Drücken Sie &lt;b&gt;Starten&lt;/b&gt; (Leertaste): In jeder Runde erscheint Ihre Frage rechts in der Arena; antworten Sie und drücken Sie Enter. Die neun Bots warten auf Sie.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>The run goes on, but</source>
        <translation>Der Lauf geht weiter, aber</translation>
    </message>
    <message>
        <source>The composed spec cannot run: see Compose</source>
        <translation>Die zusammengestellte Spec kann nicht laufen: siehe Zusammenstellen</translation>
    </message>
    <message>
        <source>Open classroom room…</source>
        <translation>Klassenraum öffnen…</translation>
    </message>
    <message>
        <source>Show the classroom room</source>
        <translation>Den Klassenraum zeigen</translation>
    </message>
    <message>
        <source>Let students play the human seats from their browsers</source>
        <translation>Studierende spielen die menschlichen Plätze in ihrem Browser</translation>
    </message>
    <message>
        <source>A classroom room needs a human seat: set a seat&apos;s kind to Human in Compose</source>
        <translation>Ein Klassenraum braucht einen menschlichen Platz: Stellen Sie in „Entwerfen“ einen Platz auf „Mensch“</translation>
    </message>
    <message>
        <source>Cannot open a room: %1</source>
        <translation>Der Raum kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The classroom room could not open.</source>
        <translation>Der Klassenraum konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Classroom room</source>
        <translation>Klassenraum</translation>
    </message>
    <message>
        <source>The room could not open: %1</source>
        <translation>Der Raum konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The classroom room has finished: its panel opens the results.</source>
        <translation>Der Klassenraum ist fertig: Sein Bereich öffnet die Ergebnisse.</translation>
    </message>
    <message>
        <source>The room is open at %1 with the code %2.</source>
        <translation>Der Raum ist unter %1 mit dem Code %2 geöffnet.</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>Klassenraum</translation>
    </message>
    <message>
        <source>Close the classroom room?</source>
        <translation>Den Klassenraum schließen?</translation>
    </message>
    <message>
        <source>Students are still playing. Closing the room stops the run; the rounds played so far are kept and the run can be resumed later.</source>
        <translation>Es wird noch gespielt. Das Schließen des Raums beendet den Lauf; die bisher gespielten Runden bleiben erhalten, und der Lauf kann später fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Raum schließen</translation>
    </message>
    <message>
        <source>The classroom room is closed.</source>
        <translation>Der Klassenraum ist geschlossen.</translation>
    </message>
    <message>
        <source>Quit while a run plays?</source>
        <translation>Beenden, während ein Lauf spielt?</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>Den Lauf anhalten?</translation>
    </message>
    <message>
        <source>The run has not finished. Stopping it ends the session in progress; the sessions finished so far stay in its run folder.</source>
        <translation>Der Lauf ist noch nicht fertig. Anhalten beendet die laufende Sitzung; die bisher beendeten Sitzungen bleiben in seinem Laufordner.</translation>
    </message>
    <message>
        <source>Stop and quit</source>
        <translation>Anhalten und beenden</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>Lauf anhalten</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>Ein Lauf ist im Gang: Halten Sie ihn zuerst an.</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation>Fortsetzen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>The run cannot be resumed: %1</source>
        <translation>Der Lauf kann nicht fortgesetzt werden: %1</translation>
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
    <name>nashlab::ui::ModelRanksModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Strength [95% CI]</source>
        <translation>Stärke [95-%-KI]</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Sessions where the model met another model</source>
        <translation>Sitzungen, in denen das Modell auf ein anderes traf</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost of its pairwise games against other models&apos; seats</source>
        <translation>%1 gewonnen, %2 remis, %3 verloren in seinen paarweisen Spielen gegen Plätze anderer Modelle</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ModelRanksTable</name>
    <message>
        <source>&lt;b&gt;Model ranks&lt;/b&gt; (Bradley–Terry)</source>
        <translation>&lt;b&gt;Modellränge&lt;/b&gt; (Bradley–Terry)</translation>
    </message>
    <message>
        <source>In every session each model&apos;s seat meets every other model&apos;s seat: the higher total payoff wins, equal totals are a draw. Strength is on the log-odds scale, 0 is the models&apos; mean; the interval is a 95% bootstrap over sessions.</source>
        <translation>In jeder Sitzung trifft der Platz jedes Modells auf den jedes anderen Modells: Die höhere Gesamtauszahlung gewinnt, gleiche Summen sind ein Remis. Die Stärke ist auf der Log-Odds-Skala, 0 ist der Mittelwert der Modelle; das Intervall ist ein 95-%-Bootstrap über Sitzungen.</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>Unter</translation>
    </message>
    <message>
        <source>all treatments</source>
        <translation>alle Behandlungen</translation>
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
    <name>nashlab::ui::PathsPlot</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Each player&apos;s total appears here after the first round</source>
        <translation>Die Summe jedes Spielers erscheint hier nach der ersten Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PricesPage</name>
    <message>
        <source>Prices per million tokens (input = prompt, output = answer), by &quot;provider/model&quot; or just &quot;model&quot;. Your copy is saved to %1 and overrides the built-in table; entries you delete fall back to the built-in price. Check your provider&apos;s page: prices change.</source>
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
    <message>
        <source>The table ends too early (line %1): a closing bracket or quote is missing.</source>
        <translation>Die Tabelle endet zu früh (Zeile %1): Eine schließende Klammer oder ein Anführungszeichen fehlt.</translation>
    </message>
    <message>
        <source>The table is not valid JSON at line %1, column %2: look there (or just before) for a missing comma, quote or bracket.</source>
        <translation>Die Tabelle ist in Zeile %1, Spalte %2 kein gültiges JSON: Suchen Sie dort (oder kurz davor) nach einem fehlenden Komma, Anführungszeichen oder einer fehlenden Klammer.</translation>
    </message>
    <message>
        <source>Its lists and objects nest more than %1 deep.</source>
        <translation>Ihre Listen und Objekte sind mehr als %1 Ebenen tief verschachtelt.</translation>
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
    <name>nashlab::ui::ProjectorWindow</name>
    <message>
        <source>NashLab — projector</source>
        <translation>NashLab — Projektor</translation>
    </message>
    <message>
        <source>Join at</source>
        <translation>Beitreten unter</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>This round&apos;s answers</source>
        <translation>Antworten dieser Runde</translation>
    </message>
    <message>
        <source>Total payoff so far</source>
        <translation>Bisherige Gesamtauszahlung</translation>
    </message>
    <message>
        <source>%1 of %2 seats taken</source>
        <translation>%1 von %2 Plätzen besetzt</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>answered %1 of %2</source>
        <translation>%1 von %2 geantwortet</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Results in a moment</source>
        <translation>Gleich kommen die Ergebnisse</translation>
    </message>
    <message>
        <source>The next game starts soon</source>
        <translation>Das nächste Spiel beginnt gleich</translation>
    </message>
    <message>
        <source>Thank you for playing</source>
        <translation>Danke fürs Mitspielen</translation>
    </message>
    <message>
        <source>Join at %1 with the code %2</source>
        <translation>Beitreten unter %1 mit dem Code %2</translation>
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
        <source>Keys go to the system keychain only (service NashLab), never to settings.ini, a spec or a run folder. A key in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) is used for the provider&apos;s public endpoint when none is stored.</source>
        <translation>Schlüssel kommen nur in den Schlüsselbund des Systems (Dienst NashLab), nie in settings.ini, eine Spezifikation oder einen Laufordner. Ein Schlüssel aus der Umgebung (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) wird für den öffentlichen Endpunkt des Anbieters verwendet, wenn keiner gespeichert ist.</translation>
    </message>
    <message>
        <source>My server</source>
        <translation>Mein Server</translation>
    </message>
    <message>
        <source>Empty: the provider&apos;s public endpoint. For another server, e.g. http://127.0.0.1:8000/v1</source>
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
        <source>%1 of %2 sessions finished.</source>
        <translation>%1 von %2 Sitzungen beendet.</translation>
    </message>
    <message>
        <source>The last line was cut off (the run was interrupted).</source>
        <translation>Die letzte Zeile ist abgeschnitten (der Lauf wurde unterbrochen).</translation>
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
        <source>Pick result files saved by γ-Bench (JSON with &quot;meta&quot;, &quot;round_records&quot; and &quot;player_data&quot;) of a game NashLab knows; see docs/gamabench-import.md.</source>
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
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3 rounds × %4 repetitions, seed %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, %3 Runden × %4 Wiederholungen, Startwert %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 sd over %4 sessions</source>
        <translation>%1: %2 ± %3 SA über %4 Sitzungen</translation>
    </message>
    <message>
        <source>%1: %2 (one session)</source>
        <translation>%1: %2 (eine Sitzung)</translation>
    </message>
    <message>
        <source>Import published runs…</source>
        <translation>Veröffentlichte Läufe importieren…</translation>
    </message>
    <message>
        <source>Turn γ-Bench result files or Alympics records into run folders and open them, as nashlab-cli import does</source>
        <translation>γ-Bench-Ergebnisdateien oder Alympics-Aufzeichnungen in Lauf-Ordner umwandeln und öffnen, wie nashlab-cli import</translation>
    </message>
    <message>
        <source>γ-Bench result files…</source>
        <translation>γ-Bench-Ergebnisdateien…</translation>
    </message>
    <message>
        <source>γ-Bench result folder…</source>
        <translation>γ-Bench-Ergebnisordner…</translation>
    </message>
    <message>
        <source>Alympics records…</source>
        <translation>Alympics-Aufzeichnungen…</translation>
    </message>
    <message>
        <source>Alympics record folder…</source>
        <translation>Alympics-Aufzeichnungsordner…</translation>
    </message>
    <message>
        <source>Pick Alympics Water Allocation Challenge records (WAC_&lt;persona|nopersona&gt;_&lt;lo&gt;_&lt;hi&gt;_&lt;k&gt;.json, a JSON object with the keys A to E); see docs/alympics-import.md.</source>
        <translation>Wählen Sie Aufzeichnungen der Alympics Water Allocation Challenge (WAC_&lt;persona|nopersona&gt;_&lt;lo&gt;_&lt;hi&gt;_&lt;k&gt;.json, ein JSON-Objekt mit den Schlüsseln A bis E); siehe docs/alympics-import.md.</translation>
    </message>
    <message>
        <source>Import Alympics records</source>
        <translation>Alympics-Aufzeichnungen importieren</translation>
    </message>
    <message>
        <source>Alympics records (WAC_*.json)</source>
        <translation>Alympics-Aufzeichnungen (WAC_*.json)</translation>
    </message>
    <message>
        <source>γ-Bench result files (*.json)</source>
        <translation>γ-Bench-Ergebnisdateien (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s). Where a record disagrees with the rules (kept as recorded, listed in the run&apos;s import.json):</source>
        <translation>
            <numerusform>%n Lauf importiert. Wo eine Aufzeichnung den Regeln widerspricht (wie aufgezeichnet behalten, in import.json des Laufs aufgeführt):</numerusform>
            <numerusform>%n Läufe importiert. Wo eine Aufzeichnung den Regeln widerspricht (wie aufgezeichnet behalten, in import.json des Laufs aufgeführt):</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported from %1; every day agrees with the rules.</source>
        <translation>Importiert aus %1; jeder Tag stimmt mit den Regeln überein.</translation>
    </message>
    <message numerus="yes">
        <source>Imported from %1; %n disagreement(s) with the rules, kept as recorded:</source>
        <translation>
            <numerusform>Importiert aus %1; %n Abweichung von den Regeln, wie aufgezeichnet behalten:</numerusform>
            <numerusform>Importiert aus %1; %n Abweichungen von den Regeln, wie aufgezeichnet behalten:</numerusform>
        </translation>
    </message>
    <message>
        <source>A design of %1 treatments: the Scores tab compares them (&quot;by treatment&quot;).</source>
        <translation>Ein Design mit %1 Behandlungen: Der Reiter Punktzahlen vergleicht sie („nach Behandlung“).</translation>
    </message>
    <message>
        <source>Treatments</source>
        <translation>Behandlungen</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::RoomDialog</name>
    <message>
        <source>Open a classroom room</source>
        <translation>Einen Klassenraum öffnen</translation>
    </message>
    <message>
        <source>Students join from a browser on the same network: they open the address the room shows (or scan its QR code) and type its code. The human seats are theirs.</source>
        <translation>Studierende treten über einen Browser im selben Netz bei: Sie öffnen die Adresse, die der Raum zeigt (oder scannen den QR-Code), und geben den Code ein. Die menschlichen Plätze gehören ihnen.</translation>
    </message>
    <message>
        <source>The address of this machine that the students&apos; devices can reach. 127.0.0.1 is only reachable from this machine.</source>
        <translation>Die Adresse dieses Rechners, die die Geräte der Studierenden erreichen. 127.0.0.1 ist nur von diesem Rechner aus erreichbar.</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>A bot answers</source>
        <translation>Ein Bot antwortet</translation>
    </message>
    <message>
        <source>The game&apos;s default action</source>
        <translation>Die Standardaktion des Spiels</translation>
    </message>
    <message>
        <source>The round waits</source>
        <translation>Die Runde wartet</translation>
    </message>
    <message>
        <source>What answers for a student who has left while their seat is asked</source>
        <translation>Wer für einen Studierenden antwortet, der gegangen ist, während sein Platz gefragt ist</translation>
    </message>
    <message>
        <source>When a student leaves</source>
        <translation>Wenn ein Studierender geht</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long a student may be gone while asked before the rule above answers</source>
        <translation>Wie lange ein Studierender weg sein darf, während er gefragt ist, bevor die Regel oben antwortet</translation>
    </message>
    <message>
        <source>Grace period</source>
        <translation>Karenzzeit</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <source>Time for each decision; when it runs out the rule above answers</source>
        <translation>Zeit für jede Entscheidung; läuft sie ab, antwortet die Regel oben</translation>
    </message>
    <message>
        <source>Time per decision</source>
        <translation>Zeit pro Entscheidung</translation>
    </message>
    <message>
        <source>Hold each round&apos;s results until I reveal them</source>
        <translation>Die Ergebnisse jeder Runde zurückhalten, bis ich sie zeige</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Raum öffnen</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::RoomPanel</name>
    <message>
        <source>Open results</source>
        <translation>Ergebnisse öffnen</translation>
    </message>
    <message>
        <source>Students can scan this with their phone&apos;s camera</source>
        <translation>Studierende können das mit der Kamera ihres Telefons scannen</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>Raum schließen</translation>
    </message>
    <message>
        <source>Stop serving the room; a run still playing stops and can be resumed</source>
        <translation>Den Raum nicht mehr bereitstellen; ein laufender Lauf stoppt und kann fortgesetzt werden</translation>
    </message>
    <message>
        <source>Join at</source>
        <translation>Beitreten unter</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Open projector view</source>
        <translation>Projektoransicht öffnen</translation>
    </message>
    <message>
        <source>A window for the beamer: the code, then the rounds, without students&apos; names</source>
        <translation>Ein Fenster für den Beamer: der Code, dann die Runden, ohne Namen der Studierenden</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Adresse kopieren</translation>
    </message>
    <message>
        <source>Address copied</source>
        <translation>Adresse kopiert</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Close the lobby and play the first round</source>
        <translation>Die Lobby schließen und die erste Runde spielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Hold the countdowns and the next question</source>
        <translation>Countdowns und die nächste Frage anhalten</translation>
    </message>
    <message>
        <source>Reveal results</source>
        <translation>Ergebnisse zeigen</translation>
    </message>
    <message>
        <source>Show this round&apos;s results to everyone</source>
        <translation>Die Ergebnisse dieser Runde allen zeigen</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Start the next game with the same seats</source>
        <translation>Das nächste Spiel mit denselben Plätzen starten</translation>
    </message>
    <message>
        <source>Extend +%1 s</source>
        <translation>Verlängern +%1 s</translation>
    </message>
    <message>
        <source>Give everyone still answering %1 more seconds</source>
        <translation>Allen, die noch antworten, %1 Sekunden mehr geben</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Studierende(r)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Geantwortet</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Verbleibende Zeit</translation>
    </message>
    <message>
        <source>Selected seat:</source>
        <translation>Gewählter Platz:</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Free the seat: its student is sent away and someone else can take it</source>
        <translation>Den Platz freigeben: Der Studierende wird weggeschickt, und jemand anderes kann ihn übernehmen</translation>
    </message>
    <message>
        <source>Switch to bot</source>
        <translation>Auf Bot umschalten</translation>
    </message>
    <message>
        <source>Seats no student holds</source>
        <translation>Plätze, die kein Studierender hält</translation>
    </message>
    <message>
        <source>No free seat</source>
        <translation>Kein freier Platz</translation>
    </message>
    <message>
        <source>Assign to seat</source>
        <translation>Platz zuweisen</translation>
    </message>
    <message>
        <source>Give the chosen seat to the student selected above</source>
        <translation>Den gewählten Platz dem oben ausgewählten Studierenden geben</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>The room refused: %1</source>
        <translation>Der Raum hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>Lobby: press Start when everyone is in</source>
        <translation>Lobby: Drücken Sie „Starten“, wenn alle da sind</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Es wird gespielt</translation>
    </message>
    <message>
        <source>Paused: press Resume to go on</source>
        <translation>Pausiert: Drücken Sie „Fortsetzen“, um weiterzumachen</translation>
    </message>
    <message>
        <source>The round is over: press Reveal results to show it</source>
        <translation>Die Runde ist vorbei: Drücken Sie „Ergebnisse zeigen“, um sie zu zeigen</translation>
    </message>
    <message>
        <source>This game is over: press Next game to start the next one</source>
        <translation>Dieses Spiel ist vorbei: Drücken Sie „Nächstes Spiel“, um das nächste zu starten</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n student(s) connected</source>
        <translation>
            <numerusform>%1 von %n Studierenden verbunden</numerusform>
            <numerusform>%1 von %n Studierenden verbunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Back to student</source>
        <translation>Zurück an Studierende(n)</translation>
    </message>
    <message>
        <source>The student answers for the seat again</source>
        <translation>Der Studierende antwortet wieder für den Platz</translation>
    </message>
    <message>
        <source>A bot answers for the seat until you switch it back</source>
        <translation>Ein Bot antwortet für den Platz, bis Sie zurückschalten</translation>
    </message>
    <message>
        <source>The room has finished: every game has been played. The record is in %1.</source>
        <translation>Der Raum ist fertig: Alle Spiele wurden gespielt. Die Aufzeichnung liegt in %1.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Student (bot answers)</source>
        <translation>Studierende(r) (Bot antwortet)</translation>
    </message>
    <message>
        <source>— free</source>
        <translation>— frei</translation>
    </message>
    <message>
        <source>● here</source>
        <translation>● da</translation>
    </message>
    <message>
        <source>○ away</source>
        <translation>○ weg</translation>
    </message>
    <message>
        <source>○ nobody</source>
        <translation>○ niemand</translation>
    </message>
    <message>
        <source>✓ answered</source>
        <translation>✓ geantwortet</translation>
    </message>
    <message>
        <source>… asked</source>
        <translation>… gefragt</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (pausiert)</translation>
    </message>
    <message>
        <source>Nobody is waiting for a seat</source>
        <translation>Niemand wartet auf einen Platz</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) waiting for a seat</source>
        <translation>
            <numerusform>%n Studierender wartet auf einen Platz</numerusform>
            <numerusform>%n Studierende warten auf einen Platz</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation>Platz %1 (%2)</translation>
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
        <source>The game&apos;s own score of each session (γ-Bench&apos;s formulas), over the run&apos;s sessions.</source>
        <translation>Die spieleigene Punktzahl jeder Sitzung (γ-Bench-Formeln), über die Sitzungen des Laufs.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) did not finish and are included as far as they got.</source>
        <translation>
            <numerusform>%n Sitzung wurde nicht beendet und zählt so weit, wie sie kam.</numerusform>
            <numerusform>%n Sitzungen wurden nicht beendet und zählen so weit, wie sie kamen.</numerusform>
        </translation>
    </message>
    <message>
        <source>With &quot;95% CI of the mean&quot; error bars, a treatment&apos;s bar shows its 95% bootstrap interval over its sessions. Each treatment against the first:</source>
        <translation>Mit Fehlerbalken „95-%-KI des Mittelwerts“ zeigt der Balken einer Behandlung ihr 95-%-Bootstrap-Intervall über ihre Sitzungen. Jede Behandlung gegen die erste:</translation>
    </message>
    <message>
        <source>γ-Bench score (0–100)</source>
        <translation>γ-Bench-Punktzahl (0–100)</translation>
    </message>
    <message>
        <source>Some scores fall outside 0–100: this run&apos;s parameters leave the range γ-Bench&apos;s formulas were made for, so compare them only with runs of the same parameters.</source>
        <translation>Einige Punktzahlen liegen außerhalb von 0–100: Die Parameter dieses Laufs verlassen den Bereich, für den die Formeln von γ-Bench gemacht sind; vergleichen Sie sie nur mit Läufen mit denselben Parametern.</translation>
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
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · Runde %2</translation>
    </message>
    <message>
        <source>A person plays this seat: the round lines show each answer.</source>
        <translation>Eine Person spielt diesen Platz: Die Rundenzeilen zeigen jede Antwort.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Beginnt…</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatModel</name>
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
        <source>model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <source>none, a preset, or your own text</source>
        <translation>keine, eine Vorlage oder eigener Text</translation>
    </message>
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
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Seat %1&apos;s colour in the arena and the charts</source>
        <translation>Farbe von Sitz %1 in der Arena und den Diagrammen</translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation>Ein gefundenes Modell wählen oder seinen Namen eingeben</translation>
    </message>
    <message>
        <source>0 = always the most likely answer, up to 2 = very varied; empty: 1</source>
        <translation>0 = immer die wahrscheinlichste Antwort, bis 2 = sehr abwechslungsreich; leer: 1</translation>
    </message>
    <message>
        <source>The temperature must be a number from 0 to 2.</source>
        <translation>Die Temperatur muss eine Zahl von 0 bis 2 sein.</translation>
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
        <source>Refresh models</source>
        <translation>Modelle neu laden</translation>
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
    <message>
        <source>Win rate with Wilson 95 % intervals</source>
        <translation>Gewinnquote mit Wilson-95-%-Intervallen</translation>
    </message>
    <message>
        <source>Mean reward with 95 % intervals</source>
        <translation>Mittlere Auszahlung mit 95-%-Intervallen</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TalkFeed</name>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>Words:</source>
        <translation>Wörter:</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>(no clue)</source>
        <translation>(kein Hinweis)</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Votes:</source>
        <translation>Stimmen:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Tally:</source>
        <translation>Auszählung:</translation>
    </message>
    <message>
        <source>%1 is out (a tie, drawn by lot)</source>
        <translation>%1 ist ausgeschieden (Gleichstand, ausgelost)</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 ist ausgeschieden</translation>
    </message>
    <message>
        <source>The undercover was found.</source>
        <translation>Der Undercover wurde entdeckt.</translation>
    </message>
    <message>
        <source>The undercover survived.</source>
        <translation>Der Undercover hat überlebt.</translation>
    </message>
    <message>
        <source>Stopped at the round limit.</source>
        <translation>An der Rundengrenze beendet.</translation>
    </message>
    <message>
        <source>The undercover was %1, with “%2”; the others had “%3”.</source>
        <translation>Der Undercover war %1, mit „%2“; die anderen hatten „%3“.</translation>
    </message>
    <message>
        <source>The clues will appear here.</source>
        <translation>Die Hinweise erscheinen hier.</translation>
    </message>
    <message>
        <source>values a hat at %1, a ball at %2, an apple at %3</source>
        <translation>bewertet einen Hut mit %1, einen Ball mit %2, einen Apfel mit %3</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Keeps</source>
        <translation>Behält</translation>
    </message>
    <message>
        <source>Worth to them</source>
        <translation>Wert für sie</translation>
    </message>
    <message>
        <source>Worth to the other</source>
        <translation>Wert für die andere Seite</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>accepts the offer</source>
        <translation>nimmt das Angebot an</translation>
    </message>
    <message>
        <source>gives up</source>
        <translation>gibt auf</translation>
    </message>
    <message>
        <source>No deal: nobody gets anything.</source>
        <translation>Keine Einigung: niemand bekommt etwas.</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>1 hat</source>
        <translation>1 Hut</translation>
    </message>
    <message>
        <source>%1 hats</source>
        <translation>%1 Hüte</translation>
    </message>
    <message>
        <source>1 ball</source>
        <translation>1 Ball</translation>
    </message>
    <message>
        <source>%1 balls</source>
        <translation>%1 Bälle</translation>
    </message>
    <message>
        <source>1 apple</source>
        <translation>1 Apfel</translation>
    </message>
    <message>
        <source>%1 apples</source>
        <translation>%1 Äpfel</translation>
    </message>
    <message>
        <source>Deal — %1: %2, %3: %4 (what each secured, by its own values).</source>
        <translation>Einigung — %1: %2, %3: %4 (was jede Seite nach eigenen Werten erhielt).</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentForm</name>
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
    <message>
        <source>The model&apos;s server: the endpoints of Settings → Providers</source>
        <translation>Der Server des Modells: die Endpunkte unter Einstellungen → Anbieter</translation>
    </message>
    <message>
        <source>model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <source>base URL (optional)</source>
        <translation>Basis-URL (optional)</translation>
    </message>
    <message>
        <source>Another server that speaks this provider&apos;s protocol, e.g. http://localhost:8000/v1; empty: the endpoint&apos;s own</source>
        <translation>Ein anderer Server, der das Protokoll dieses Anbieters spricht, z. B. http://localhost:8000/v1; leer: die des Endpunkts</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>Modell hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Removes the selected model entrant</source>
        <translation>Entfernt den gewählten Modell-Teilnehmer</translation>
    </message>
    <message>
        <source>Tries per move</source>
        <translation>Versuche je Zug</translation>
    </message>
    <message>
        <source>Answers a model may give for one move; each rejected one is told why</source>
        <translation>Antworten, die ein Modell für einen Zug geben darf; bei jeder abgelehnten erfährt es den Grund</translation>
    </message>
    <message>
        <source>then</source>
        <translation>danach</translation>
    </message>
    <message>
        <source>the mover loses the game (LLMArena)</source>
        <translation>verliert der Ziehende die Partie (LLMArena)</translation>
    </message>
    <message>
        <source>a random legal move is played</source>
        <translation>wird ein zufälliger legaler Zug gespielt</translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <translation>Illegale Züge</translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation>Ein gefundenes Modell wählen oder seinen Namen eingeben</translation>
    </message>
    <message>
        <source>Name a model first: pick one from the list or type its name.</source>
        <translation>Nennen Sie zuerst ein Modell: aus der Liste wählen oder seinen Namen eingeben.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>Die Basis-URL muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <source>%1 on this server is already an entrant.</source>
        <translation>%1 auf diesem Server nimmt bereits teil.</translation>
    </message>
    <message>
        <source>Model %1 of %2</source>
        <translation>Modell %1 von %2</translation>
    </message>
    <message>
        <source>Model %1 of %2 at %3</source>
        <translation>Modell %1 von %2 unter %3</translation>
    </message>
    <message>
        <source>Model entrant</source>
        <translation>Modell-Teilnehmer</translation>
    </message>
    <message>
        <source>Board games (choose below)</source>
        <translation>Brettspiele (unten wählen)</translation>
    </message>
    <message>
        <source>Open a tournament file…</source>
        <translation>Turnierdatei öffnen…</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Open a tournament file</source>
        <translation>Turnierdatei öffnen</translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation>Turnierdateien (*.json)</translation>
    </message>
    <message>
        <source>%1 cannot be played: %2</source>
        <translation>%1 lässt sich nicht spielen: %2</translation>
    </message>
    <message>
        <source>%1 — %2, scored by %3</source>
        <translation>%1 — %2, gewertet nach %3</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentJob</name>
    <message>
        <source>A tournament is already running.</source>
        <translation>Ein Turnier läuft bereits.</translation>
    </message>
    <message>
        <source>Entrant &apos;%1&apos; cannot play: %2</source>
        <translation>Teilnehmer „%1“ kann nicht spielen: %2</translation>
    </message>
    <message>
        <source>Entrant &apos;%1&apos; (%2/%3) has no API key: set the environment variable %4, or store the key in Settings → Providers (system keychain entry NashLab/%5).</source>
        <translation>Teilnehmer „%1“ (%2/%3) hat keinen API-Schlüssel: Setzen Sie die Umgebungsvariable %4 oder speichern Sie den Schlüssel unter Einstellungen → Anbieter (Schlüsselbund-Eintrag NashLab/%5).</translation>
    </message>
    <message>
        <source>The keychain: %1</source>
        <translation>Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>Seat &apos;%1&apos; is a human seat: people cannot play tournament games (use bot or model entrants; play a person against a bot in Compose).</source>
        <translation>Platz „%1“ ist ein menschlicher Platz: Menschen können keine Turnierpartien spielen (Bot- oder Modell-Teilnehmer verwenden; einen Menschen gegen einen Bot unter „Zusammenstellen“ spielen lassen).</translation>
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
        <source>Latest games (click one to open it in the Arena)</source>
        <translation>Neueste Partien (zum Öffnen in der Arena anklicken)</translation>
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
        <source>The tournament&apos;s record could not be read: %1</source>
        <translation>Die Aufzeichnung des Turniers ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>Finished: %1 games — %2</source>
        <translation>Beendet: %1 Partien — %2</translation>
    </message>
    <message>
        <source>Looking up the model entrants&apos; API keys…</source>
        <translation>Die API-Schlüssel der Modell-Teilnehmer werden gesucht …</translation>
    </message>
    <message>
        <source>Stopped before the first game.</source>
        <translation>Vor der ersten Partie angehalten.</translation>
    </message>
    <message>
        <source>Stopped after %1 games: %2 — continue with nashlab-cli tournament --resume %3</source>
        <translation>Nach %1 Partien angehalten: %2 — fortsetzen mit nashlab-cli tournament --resume %3</translation>
    </message>
    <message>
        <source>Each environment&apos;s chart appears when the tournament ends</source>
        <translation>Das Diagramm jeder Umgebung erscheint, wenn das Turnier endet</translation>
    </message>
    <message>
        <source>%1
(self-play)</source>
        <translation>%1
(gegen sich selbst)</translation>
    </message>
    <message>
        <source>%1
vs the field</source>
        <translation>%1
gegen das Feld</translation>
    </message>
    <message>
        <source>X %1
O %2</source>
        <translation>X %1
O %2</translation>
    </message>
    <message>
        <source>%1
vs %2</source>
        <translation>%1
gegen %2</translation>
    </message>
    <message>
        <source>All, normalised</source>
        <translation>Alle, normiert</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TreatmentChart</name>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Open a design&apos;s run folder to compare its treatments</source>
        <translation>Öffnen Sie den Laufordner eines Designs, um seine Behandlungen zu vergleichen</translation>
    </message>
    <message>
        <source>%1 by treatment: mean, 95% bootstrap CI</source>
        <translation>%1 nach Behandlung: Mittelwert, 95-%-Bootstrap-KI</translation>
    </message>
    <message numerus="yes">
        <source>%1: mean %2, 95% bootstrap CI [%3, %4], %n session(s)</source>
        <translation>
            <numerusform>%1: Mittelwert %2, 95-%-Bootstrap-KI [%3, %4], %n Sitzung</numerusform>
            <numerusform>%1: Mittelwert %2, 95-%-Bootstrap-KI [%3, %4], %n Sitzungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Treatment</source>
        <translation>Behandlung</translation>
    </message>
    <message>
        <source>Treatment (%1)</source>
        <translation>Behandlung (%1)</translation>
    </message>
</context>
</TS>
