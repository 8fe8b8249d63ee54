### The app's words in German (Project Fluent: https://projectfluent.org/fluent/guide/).
### Ids are the code's keys with "-" for "."; see lang/catalogue.py. The game's terms: docs/glossary.md.

app-tab_title = { $page } · Santa Monica Wertungsblock

menu-home = Start
menu-city = Stadt
menu-scorepad = Wertungsblock
menu-catalogue = Katalog
menu-history = Verlauf
menu-assistant = Assistent
menu-pad = Nur Wertungsblock

nav-home = Start
nav-cities = Städte
nav-scorepad = Wertungsblock

language-choice = Sprache
language-unknown = Die Adresse verlangt die Sprache „{ $asked }“, die diese App nicht kennt. Verfügbar sind { $languages }. Wähle eine unter Sprache auf der Startseite oder schreibe ?lang=en, de, es oder it in die Adresse.

count-cards =
    { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
count-sand_dollars =
    { $count ->
        [one] { $count } Sanddollar
       *[other] { $count } Sanddollars
    }
count-vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }

home-title = Santa Monica Wertungsblock
home-intro = Baue jede fertige Stadt auf deinem Handy nach und erhalte den Wertungsblock des ganzen Tisches, mit dem Grund für jeden Punkt.
home-catalogue_unreadable = Der Kartenkatalog konnte nicht gelesen werden: { $error }. Korrigiere oder entferne die Datei und lade dann neu.
home-objective_lines = Wellen: { $waves } · Sonstiges: { $misc } · Personen: { $people }
home-tile_with_vips = { $tile } ({ $vips })
home-city_contents = { $cards }, { $sand_dollars }
home-add_player = Spieler hinzufügen
home-new_name = Name des neuen Spielers
home-name_placeholder = Name
home-new_tile = Startplättchen des neuen Spielers
home-tile_placeholder = Startplättchen wählen
home-add_player_button = Spieler hinzufügen
home-not_added = Nicht hinzugefügt: { $refusal }
home-open_table = Offener Tisch: { $name }
home-close_table = Diesen Tisch schließen (er bleibt gespeichert)
home-change_setup = Aufbau dieses Tisches ändern
home-title_field = Titel
home-title_placeholder = z. B. Freitag bei Sam
home-date_played = Gespielt am
home-unreadable_date = Laut Spieldatei wurde am „{ $played_on }“ gespielt (kein Datum, das der Verlauf lesen kann): Wähle oben das Datum, um es zu ersetzen.
home-objective_tile = Wertungsplättchen
home-name = Name
home-starting_tile = Startplättchen
home-move_up = Nach oben
home-move_down = Nach unten
home-remove = Entfernen
home-remove_help = Diesen Spieler und seine Stadt vom Tisch nehmen
home-remove_question = { $name } und die zugehörige Stadt ({ $contents }) entfernen? Das kann nicht rückgängig gemacht werden.
home-remove_yes = Ja, { $name } entfernen
home-keep = Behalten
home-resume = Einen Tisch fortsetzen
home-untitled = Tisch
home-resume_label = { $title }: { $players } · { $when }
home-start = Einen Tisch beginnen
home-pad_only = Nur Wertungsblock: die Zeilen jedes Spielers eintippen, ohne Städte
home-players = Spieler
home-solo = Ein Spieler spielt solo gegen den Roboter: Gib seine Stapel auf der Seite Stadt ein.
home-too_few_tiles =
    { $count ->
        [one] Nur { $count } Startplättchen ist im Katalog, { $players } Spieler brauchen { $players }: Gib deine Startplättchen auf der Seite Katalog ein.
       *[other] Nur { $count } Startplättchen sind im Katalog, { $players } Spieler brauchen { $players }: Gib deine Startplättchen auf der Seite Katalog ein.
    }
home-player = Spieler { $number }
home-player_first = Spieler { $number } (beginnt)
home-earlier_player = Oder einen früheren Spieler wählen
home-earlier_placeholder = Frühere Spieler
home-title_optional = Titel (optional)
home-start_button = Tisch beginnen
home-cannot_start = Der Tisch kann nicht begonnen werden: { $error }.
home-import = Eine Spieldatei importieren
home-game_file = Spieldatei (JSON)
home-game_file_help = Die JSON-Datei eines beendeten Spiels (docs/game-file.md), höchstens { $size }.
home-import_button = Dieses Spiel importieren
home-import_refused = { $file } kann nicht importiert werden; nichts wurde geändert:
home-try = Ausprobieren
home-sample_caption = Ein beendetes Spiel mit { $players } Spielern, gespielt mit den BEISPIEL-Karten (für Vorführungen erfunden, nicht die gedruckten Karten).
home-sample_button = Das Beispielspiel öffnen (Beispielkarten)
home-sample_unreadable = Das Beispielspiel konnte nicht gelesen werden: { $error }
home-sample_title = Beispielspiel (Beispielkarten)
home-more = Mehr
home-assistant_link = Assistent: ein laufendes Spiel Zug um Zug mitschreiben oder eines spielen (auch solo gegen den Roboter)
home-catalogue_link = Katalog: deine Karten einmal anhand ihrer gedruckten Symbole eingeben
home-history_link = Verlauf und Statistik vergangener Spiele
home-saved_in = Spiele werden laufend gespeichert in { $path }.
home-next = Die Städte eingeben

city-title = Städte
city-catalogue_unreadable = Der Kartenkatalog konnte nicht gelesen werden: { $error }. Korrigiere die Datei auf der Seite Katalog und lade dann neu.
city-player = Spieler
city-robot_piles = Die Stapel des Roboters
city-robot_help = Gib die Karten ein, die der Roboter genommen hat (Solo-Regeln): seinen Strand-Stapel, seinen Promenaden-Stapel, die Sanddollars und Fußspuren, die er genommen hat, und ob du im schweren Modus gespielt hast.
city-beach_pile =
    { $count ->
        [one] Strand-Stapel ({ $count } Karte)
       *[other] Strand-Stapel ({ $count } Karten)
    }
city-street_pile =
    { $count ->
        [one] Promenaden-Stapel ({ $count } Karte)
       *[other] Promenaden-Stapel ({ $count } Karten)
    }
city-pile_placeholder = Tippe einen Teil des Kartennamens
city-sand_dollars = Sanddollars
city-footprints = Fußspuren
city-hard_mode = Schwerer Modus
city-next = Zum Wertungsblock
city-unknown_id = { $id } (nicht im Katalog)
city-whose_city = Stadt von { $name }
city-tile_caption = Startplättchen: { $tile } · { $cards }
city-feature_cards =
    { $count ->
        [one] { $count } Merkmalskarte
       *[other] { $count } Merkmalskarten
    }
city-add_card = Karte hinzufügen
city-add_card_help = Eine gewählte Karte kommt neben die letzte Karte ihrer Reihe, vom Startplättchen nach außen (zuerst rechts davon); unten kannst du sie verschieben.
city-nowhere = Diese Karte passt jetzt nirgends in diese Stadt (die Strandkarte am Strandende liegt schon, oder kein freies Feld ihrer Reihe liegt neben einer Karte).
city-place_at = Legen: { $square }
city-not_placed = Nicht gelegt: { $refusal }
city-enter_toggle = Nicht im Katalog? Gib sie über ihre Symbole ein
city-place_card = { $card } legen:
city-card_box = Karte ({ $count } angezeigt): oder tippe einen Teil ihres Namens
city-card_box_placeholder = Ring 2 Touristen
city-find_card = Oder nach ihren Wörtern suchen
city-card_box_choose = Karte wählen
city-beach_card = Strandkarte
city-street_card = Promenadenkarte
city-square_edited = Bearbeitetes Feld
city-grid_unreadable = Das Raster kann nicht gezeichnet werden: { $error }
city-leftover_sand_dollars = Übrige Sanddollars
city-rings_total = Zwischenstand { $total } · Aktivitätsringe: { $filled } von { $rings } gefüllt
city-ring_filled =
    { $count ->
        [one] { $card }: { $ring } → { $count } Punkt
       *[other] { $card }: { $ring } → { $count } Punkte
    }
city-ring_empty = { $card }: { $ring } (nicht gefüllt)
city-rings_help = Personen werden automatisch auf die bestmögliche erlaubte Weise in Ringe gesetzt (Regelklärung 5).
city-running_total =
    { $count ->
        [one] Zwischenstand: { $count } Punkt
       *[other] Zwischenstand: { $count } Punkte
    }
city-problems =
    { $count ->
        [one] { $count } Problem in dieser Stadt
       *[other] { $count } Probleme in dieser Stadt
    }
city-problems_fix = (behebe sie, um den Wertungsblock zu erhalten):
city-the_city = Die Stadt
city-the_city_help = tippe auf eine Karte, um ihre Personen und ihre Fußspur einzugeben.
city-locals = Einheimische
city-tourists = Touristen
city-vips = VIPs
city-initial_locals = E
city-initial_tourists = T
city-initial_vips = V
city-many_people = { $people } ({ $count } oder mehr)
city-your_tile_rule = { $rule } (dein Startplättchen)
city-starting_tile = Startplättchen: { $tile }
city-beach_half = Strandhälfte
city-street_half = Promenadenhälfte
city-half_short_beach = S
city-half_short_street = P
city-half_people = { $half }: { $people }
city-placed_at = gelegt auf { $square }
city-remove = Entfernen
city-remove_empty_help = Diese Karte aus der Stadt nehmen (noch liegt nichts darauf)
city-remove_yes = Ja, { $card } entfernen
city-remove_yes_people =
    { $count ->
        [one] Ja, { $card } und die Person darauf entfernen
       *[other] Ja, { $card } und die { $count } Personen darauf entfernen
    }
city-keep_it = Behalten
city-remove_help = Diese Karte (und die Personen darauf) aus der Stadt nehmen
city-not_moved = Nicht verschoben: { $refusal }
city-footprint = Fußspur
city-move_in_beach = Am Strand verschieben:
city-move_in_street = Auf der Promenade verschieben:
city-move_to = Verschieben nach { $square }
city-square_beach = Strand { $column }
city-square_street = Promenade { $column }
city-slot_beach_left = Strand { $column } (linkes Ende)
city-slot_beach_right = Strand { $column } (rechtes Ende)
city-slot_beach_gap = Strand { $column } (Lücke)
city-slot_street_left = Promenade { $column } (linkes Ende)
city-slot_street_right = Promenade { $column } (rechtes Ende)
city-slot_street_gap = Promenade { $column } (Lücke)

problem-at = { $where }: { $message }
problem-cell_beach = Strand, Spalte { $column }
problem-cell_street = Promenade, Spalte { $column }
problem-card_named = „{ $label }“
problem-id_named = „{ $id }“
problem-card_in_cell = Die Karte { $card } auf dem Feld { $cell }
problem-players_add = Das Spiel hat { $count } Spieler; Santa Monica spielen 2 bis { $most } Spieler oder 1 gegen den Roboter: füge einen Spieler hinzu.
problem-players_remove = Das Spiel hat { $count } Spieler; Santa Monica spielen 2 bis { $most } Spieler oder 1 gegen den Roboter: entferne die überzähligen Spieler.
problem-players_no_robot = Das Spiel hat 1 Spieler ({ $name }) und keinen Roboter; Santa Monica spielen 2 bis { $most } Spieler oder 1 Spieler gegen den Roboter (solo): füge für ein Solo-Spiel den Roboter hinzu oder füge Spieler hinzu.
problem-robot_not_solo = Das Spiel hat einen Roboter und { $count } Spieler; der Roboter spielt nur Solo-Spiele: entferne „robot“ oder behalte einen einzigen Spieler.
problem-name_blank = Der Name eines Spielers ist leer ({ $name }): gib jedem Spieler einen Namen.
problem-name_duplicate = Zwei Spieler heißen „{ $name }“ (Namen werden ohne Groß- und Kleinschreibung, Leerzeichen und unsichtbare Zeichen verglichen): gib jedem Spieler einen anderen Namen, zum Beispiel „{ $example } 2“.
problem-tile_duplicate = { $name } und { $other } haben beide das Startplättchen { $tile }; die Schachtel enthält jedes nur einmal: korrigiere das Startplättchen eines Spielers.
problem-robot_too_many_cards = Die Stapel des Roboters enthalten { $count } Karten; der Roboter nimmt eine Karte pro Runde und ein Solo-Spiel hat höchstens { $most } Runden (Solo-Regeln): entferne { $extra } aus seinen Stapeln.
problem-robot_unknown_beach = Die Karte „{ $card }“ im Strand-Stapel des Roboters steht in keinem Katalog: füge sie hinzu (Katalog-Seite oder die Karten unter „cards“ in der Spieldatei) oder korrigiere die ID.
problem-robot_unknown_street = Die Karte „{ $card }“ im Promenaden-Stapel des Roboters steht in keinem Katalog: füge sie hinzu (Katalog-Seite oder die Karten unter „cards“ in der Spieldatei) oder korrigiere die ID.
problem-robot_wrong_pile_beach = Die Karte { $card } ist eine Strandkarte, liegt aber im Promenaden-Stapel des Roboters: lege sie in „robot.beach_pile“.
problem-robot_wrong_pile_street = Die Karte { $card } ist eine Promenadenkarte, liegt aber im Strand-Stapel des Roboters: lege sie in „robot.street_pile“.
problem-place_cell = in der Stadt von { $name } (Feld { $cell })
problem-place_robot_beach = im Strand-Stapel des Roboters
problem-place_robot_street = im Promenaden-Stapel des Roboters
problem-used_twice_table = Die Karte „{ $card }“ { $place } wird schon { $first } verwendet; die Schachtel enthält jede Karte nur einmal: entferne eine davon oder korrigiere die ID.
problem-share = { $name } { $count }
problem-table_supply_locals = Am Tisch sind { $count } Einheimische ({ $shares }), die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-table_supply_tourists = Am Tisch sind { $count } Touristen ({ $shares }), die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-table_supply_vips = Am Tisch sind { $count } VIPs ({ $shares }), die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-table_supply_footprints = Am Tisch sind { $count } Fußspuren ({ $shares }), die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-tile_unknown = Das Startplättchen „{ $tile }“ von { $name } steht in keinem Katalog: füge es hinzu (Katalog-Seite oder „starting_tiles“ in der Spieldatei) oder korrigiere die ID.
problem-too_many_cards = Die Stadt von { $name } hat { $count } Merkmalskarten; höchstens { $most } sind möglich (das Spiel endet, sobald ein Spieler { $trigger } hat, und ein Zug legt höchstens 2 Karten): entferne die überzähligen Karten oder suche eine doppelt eingegebene Karte.
problem-card_unknown = { $where } steht in keinem Katalog: füge sie hinzu (Katalog-Seite oder die Karten unter „cards“ in der Spieldatei) oder korrigiere die ID.
problem-on_starting_tile = { $where } liegt auf dem Startplättchen, das in beiden Reihen Spalte 0 füllt: lege die Karte in eine Spalte links (negativ) oder rechts (positiv) vom Plättchen.
problem-occupied = { $where } teilt ihr Feld mit { $other }; ein Feld hält nur eine Karte: lege eine von beiden auf ein eigenes Feld.
problem-wrong_row_beach = { $where } ist eine Strandkarte; Strandkarten gehören an den Strand: lege sie an den Strand oder korrigiere die Karten-ID.
problem-wrong_row_street = { $where } ist eine Promenadenkarte; Promenadenkarten gehören auf die Promenade: lege sie auf die Promenade oder korrigiere die Karten-ID.
problem-disconnected = { $where } ist nicht über Karten mit gemeinsamer Seite mit dem Startplättchen verbunden (diagonal berühren sich Karten nie, Regelklärung 1): prüfe ihre Spalte oder füge die Karte hinzu, die sie mit der Stadt verbindet.
problem-used_twice_city = { $where } liegt schon auf dem Feld { $cell }; die Schachtel enthält jede Karte nur einmal: entferne eine davon oder korrigiere die ID.
problem-end_of_beach = { $where } ist die Strandkarte am Strandende, die immer die Strandkarte ganz links bleiben muss (Regelklärung 14), aber { $other } liegt links davon auf dem Feld { $cell }: lege die Strandende-Karte links von allen anderen Strandkarten.
problem-vips_count = Die Stadt von { $name } hat { $vips }, das Startplättchen { $tile } gibt aber nur { $gives }; eine Stadt bekommt nie VIPs dazu: entferne { $extra } von den Karten oder den Hälften des Startplättchens.
problem-city_supply_locals = Die Stadt von { $name } hat { $count } Einheimische, die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-city_supply_tourists = Die Stadt von { $name } hat { $count } Touristen, die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-city_supply_vips = Die Stadt von { $name } hat { $count } VIPs, die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-city_supply_footprints = Die Stadt von { $name } hat { $count } Fußspuren, die Schachtel enthält aber nur { $limit }: korrigiere die Anzahlen.
problem-cli_count =
    { $count ->
        [one] { $count } Problem; behebe es und führe den Befehl noch einmal aus
       *[other] { $count } Probleme; behebe sie und führe den Befehl noch einmal aus
    }

city-unknown_tile = Unbekanntes Plättchen „{ $id }“
city-unknown_card = Unbekannte Karte „{ $id }“
city-picture_heading =
    { $count ->
        [one] { $name }: { $count } Punkt
       *[other] { $name }: { $count } Punkte
    }
city-picture_other_points = auf keiner Karte (Wertungszeilen): { $points }
city-picture_beach = STRAND
city-picture_street = PROMENADE
city-picture_start_column = Spalte 0 (Start)
city-picture_column = Spalte { $column }
city-sample_banner = BEISPIEL (erfundene Karte)
city-sample_mark = BEISPIEL
city-legend = Legende
city-legend_people = Einheimische / Touristen / VIPs auf der Karte
city-legend_points = Punkte, die die Karte gebracht hat (Fähigkeiten, Ringe, Fußspur)
city-legend_footprint = ein Fußspurmarker auf der Karte
city-legend_sample = eine erfundene Karte, keine gedruckte

table-name_missing = jeder Spieler braucht einen Namen: Fülle den leeren Namen aus
table-no_player = ein Tisch braucht mindestens einen Spieler: Füge einen Spieler hinzu
table-too_many_players = an einem Tisch sitzen höchstens { $most } Spieler: Entferne { $extra }
table-tile_missing = jeder Spieler braucht ein Startplättchen: Wähle eines für jeden Spieler
table-same_tile = zwei Spieler haben dasselbe Startplättchen: Jedes Startplättchen ist nur einmal in der Schachtel
table-robot_solo_only = der Roboter spielt nur Solo-Spiele: Behalte einen Spieler oder schalte den Roboter aus
table-robot_name = „{ $robot }“ ist der Name des Solo-Gegners: Gib dem Spieler einen anderen Namen
table-cannot_start = der Tisch kann nicht begonnen werden ({ $problem }): Korrigiere es und versuche es noch einmal
table-name_controls = der Name enthält unsichtbare Steuerzeichen ({ $characters }): Tippe ihn ohne sie neu
table-name_too_long = der Name „{ $start }...“ hat { $length } Zeichen, höchstens { $most } passen: Kürze ihn
table-title_controls = der Titel enthält unsichtbare Steuerzeichen ({ $characters }): Tippe ihn ohne sie neu
table-title_too_long = der Titel hat { $length } Zeichen, höchstens { $most } passen: Kürze ihn
table-not_a_date = „{ $value }“ ist kein Datum: Schreibe es als JJJJ-MM-TT, z. B. 2026-11-21
table-same_name = zwei Spieler heißen „{ $name }“ (Namen werden ohne Groß- und Kleinschreibung und unsichtbare Zeichen verglichen): Gib jedem Spieler einen anderen Namen
table-no_such_player = an diesem Tisch gibt es keinen Spieler namens „{ $player }“ (auf einem anderen Handy umbenannt?): Lade die Seite neu
table-card_not_in_city = die Karte „{ $card }“ ist nicht in der Stadt von { $player } (auf einem anderen Handy entfernt?): Lade die Seite neu
table-no_robot = an diesem Tisch spielt kein Roboter: Der Roboter spielt nur Solo-Spiele
table-square_taken_beach = am Strand, Spalte { $column } in der Stadt von { $player }, liegt schon „{ $card }“ (auf einem anderen Handy gelegt?): Wähle einen anderen Platz
table-square_taken_street = auf der Promenade, Spalte { $column } in der Stadt von { $player }, liegt schon „{ $card }“ (auf einem anderen Handy gelegt?): Wähle einen anderen Platz
table-column_zero = Spalte 0 ist das Startplättchen: Wähle einen anderen Platz
table-card_used = die Karte „{ $card }“ ist schon in der Stadt von { $holder }: Jede Karte ist nur einmal in der Schachtel
table-card_unknown = die Karte „{ $card }“ ist nicht im Katalog: Gib sie zuerst über ihre Symbole ein
table-nowhere_to_go = { $card } passt jetzt nirgends in die Stadt von { $player } (die Strandkarte am Strandende liegt schon, oder kein freies Feld ihrer Reihe liegt neben einer Karte)
table-stays_beach = „{ $card }“ ist eine Strandkarte: Sie bleibt am Strand
table-stays_street = „{ $card }“ ist eine Promenadenkarte: Sie bleibt auf der Promenade
table-negative_people = die Zahl der Personen kann nicht negativ sein: Gib 0 oder mehr ein
table-negative_sand_dollars = übrige Sanddollars können nicht negativ sein: Gib 0 oder mehr ein
table-tile_taken = { $player } hat dieses Startplättchen schon: Jedes Plättchen ist nur einmal in der Schachtel
table-rename_empty = ein Spieler braucht einen Namen: Tippe einen ein
table-robot_rename = „{ $robot }“ ist der Name des Solo-Gegners: Wähle einen anderen Namen
table-solo_no_more = dies ist ein Solo-Spiel gegen den Roboter, der nur gegen einen Spieler spielt: Beginne einen neuen Tisch für ein Spiel mit mehr Spielern
table-table_full = am Tisch sitzen schon { $most } Spieler, mehr hat Santa Monica nicht
table-new_player_name = der neue Spieler braucht einen Namen: Tippe einen ein
table-new_player_tile = der neue Spieler braucht ein Startplättchen: Wähle eines
table-cannot_add = der Spieler kann nicht hinzugefügt werden ({ $problem }): Korrigiere es und versuche es noch einmal
table-cannot_leave = { $player } kann nicht gehen: Santa Monica spielen 2 bis 4 Spieler oder 1 gegen den Roboter (beginne einen neuen Tisch für ein anderes Spiel)
table-city_not_empty = die Stadt von { $player } ist nicht mehr leer (auf einem anderen Handy eingegeben?): Tippe zum Bestätigen noch einmal auf Entfernen
table-already_first = { $player } ist in der Zugreihenfolge schon an erster Stelle
table-already_last = { $player } ist in der Zugreihenfolge schon an letzter Stelle
table-robot_negative_sand_dollars = die Sanddollars des Roboters können nicht negativ sein: Gib 0 oder mehr ein
table-robot_negative_footprints = die Fußspuren des Roboters können nicht negativ sein: Gib 0 oder mehr ein
table-robot_too_many = die Stapel des Roboters hätten { $count } Karten; er nimmt eine Karte pro Runde und ein Solo-Spiel hat höchstens { $rounds } Runden: Entferne { $extra }
table-robot_card_twice = eine Karte ist zweimal in den Stapeln des Roboters: Jede Karte ist nur einmal in der Schachtel
table-robot_card_in_city = die Karte „{ $card }“ ist schon in der Stadt von { $player }: Entferne sie dort zuerst
table-changed_elsewhere = das wurde inzwischen auf einem anderen Handy geändert; die Seite zeigt jetzt den neuen Wert. Ändere ihn noch einmal, um ihn zu ersetzen.
table-count_changed_elsewhere = das wurde inzwischen auf einem anderen Handy geändert (jetzt { $now }); das Feld zeigt die gespeicherte Zahl. Tippe noch einmal, um von dort aus zu ändern.
table-quoted_id = „{ $id }“
table-quoted_long_id = „{ $id }...“ ({ $length } Zeichen)
table-no_game = kein Spiel mit der ID { $id } (gelöscht oder ein falsch getippter Link): Beginne oder öffne einen Tisch
table-no_game_deleted = kein Spiel mit der ID { $id } (auf einem anderen Handy gelöscht?): Beginne oder öffne einen Tisch
table-no_game_to_finish = kein Spiel mit der ID { $id }: Es wurde vielleicht gelöscht
table-finished_confirm_first = das Spiel „{ $id }“ ist beendet: Bestätige zuerst die Korrektur
table-changed_after_scoring = der Tisch wurde auf einem anderen Handy geändert, nachdem er gewertet wurde
table-unreadable_game =
    { $count ->
        [one] das Spiel „{ $id }“ im Speicher kann nicht gelesen werden ({ $count } Fehler)
       *[other] das Spiel „{ $id }“ im Speicher kann nicht gelesen werden ({ $count } Fehler)
    }
table-question = Diesen beendeten Tisch korrigieren?
table-held = dieser Tisch ist beendet: Beantworte „{ $question }“, um diese Änderung zu speichern
table-no_winner = kein Gewinner wurde festgehalten
table-won = { $names } hat gewonnen
table-won_with =
    { $count ->
        [one] { $names } hat mit { $count } Punkt gewonnen
       *[other] { $names } hat mit { $count } Punkten gewonnen
    }
table-shared_win = { $names } haben sich den Sieg geteilt
table-shared_win_with =
    { $count ->
        [one] { $names } haben sich den Sieg mit { $count } Punkt geteilt
       *[other] { $names } haben sich den Sieg mit { $count } Punkten geteilt
    }
table-finished = Beendet: { $result }.
table-finished_changed = Beendet: { $result }. Seitdem geändert: Tippe { $page } noch einmal auf Beenden, um das neue Ergebnis festzuhalten.
table-finish_on_scorepad = im Wertungsblock
table-finish_on_this_page = auf dieser Seite
table-question_result = Er war beendet: { $result }. Deine Änderung ist noch nicht gespeichert.
table-question_help = Ja speichert sie für alle Handys. Der Verlauf behält das Ergebnis oben, markiert als „seit dem Beenden geändert“, bis jemand wieder auf Beenden tippt. Dieses Handy fragt für diesen Tisch nicht noch einmal.
table-question_yes = Ja, korrigieren
table-question_no = Nein, beendet lassen

ui-store_busy = Diese Änderung wurde nicht gespeichert: Der Spielspeicher ist belegt oder nicht erreichbar ({ $error }). Versuche es noch einmal.
ui-refused_reason = Diese Änderung wurde abgelehnt: { $reason }. Nichts wurde gespeichert.
ui-refused_at = Diese Änderung wurde abgelehnt ({ $where }: { $problem }); nichts wurde gespeichert.
ui-not_saved = Nicht gespeichert: { $refusal }
ui-restarted_changed = Die App wurde neu gestartet, während diese Seite offen war, und ein anderes Handy hat sie seitdem geändert: was du gerade geändert hast, wurde nicht gespeichert. Die Seite zeigt jetzt, was gespeichert ist: Prüfe es bitte und ändere es noch einmal.
ui-last_run_drawn = Zuletzt gezeichneter Lauf
ui-table_version_drawn = Gezeichnete Tischversion
ui-store_unopenable = Der Spielspeicher in { $path } kann nicht geöffnet werden ({ $error }): Prüfe, ob der Ordner existiert und beschreibbar ist, oder setze SANTA_MONICA_DB auf eine andere Datei, und lade dann neu.
ui-store_unreadable = Der Spielspeicher kann gerade nicht gelesen werden ({ $error }); lade die Seite gleich neu.
ui-no_table = Auf dieser Seite ist kein Tisch offen: Beginne einen oder setze einen fort auf der Startseite.
ui-home_link = Start: einen Tisch beginnen oder fortsetzen
ui-back_to_table = Zurück zum Tisch: die Städte
ui-join = Von einem anderen Handy beitreten
ui-join_help = Scanne das mit einem anderen Handy im selben WLAN: Es öffnet diesen Tisch, und jeder Spieler gibt seine eigene Stadt ein. Änderungen erscheinen innerhalb weniger Sekunden auf jedem Handy.
ui-join_address = Adresse dieses Tisches
ui-join_loopback = Diese App antwortet nur diesem Computer (sie wurde mit einer Loopback-Adresse als --server.address gestartet): Starte sie ohne diese Option neu, wie scripts/start.sh es tut, damit andere Handys sie erreichen.

history-in_utc = { $when } UTC
history-versus = gegen
history-untitled = Tisch ohne Titel
history-changed_since = Seit dem Beenden geändert: Oben steht das beim Beenden festgehaltene Ergebnis. Öffne den Wertungsblock und tippe noch einmal auf Beenden, um den Tisch so festzuhalten, wie er jetzt ist.
history-badge_draft = Entwurf
history-badge_finished = Beendet
history-badge_changed = Beendet, seitdem geändert
history-name_points = { $name } { $points }
history-total_changed = { $name } { $old } -> { $new }
history-no_total_changed = keine Summe hat sich geändert
history-deleted = { $title } gelöscht.
history-already_deleted = { $title } war schon gelöscht.
history-and_more =
    { $count ->
        [one] { $problems } (und { $count } weiteres)
       *[other] { $problems } (und { $count } weitere)
    }
history-cannot_score = { $title } lässt sich nicht werten: { $problems }. Korrigiere es auf der Seite Stadt.
history-rescore_failed = Neu werten nicht möglich: { $error }
history-rescore_not_saved = Neu gewertet, aber die neuen Summen konnten nicht gespeichert werden: { $error }
history-rescored = { $title } mit dem aktuellen Katalog neu gewertet: { $change }.
history-scored_draft = Entwurf { $title } gewertet (festgehalten wird erst, wenn er beendet ist).
history-empty = Noch keine Tische. Beginne einen auf der Startseite; beendete Tische stehen dann hier.
history-home_link = Start: einen Tisch beginnen
history-no_winner = Kein Sieg festgehalten
history-delete_question = { $title } endgültig löschen? Das lässt sich nicht rückgängig machen.
history-delete_pad_question = { $title } und die daraus nachgebauten Städte endgültig löschen? Das lässt sich nicht rückgängig machen.
history-yes_delete = Ja, löschen
history-cancel = Abbrechen
history-open_pad = Wertungsblock öffnen
history-csv_table = Dieser Tisch (CSV)
history-open_rebuilt = Nachgebauten Wertungsblock öffnen
history-continue_cities = Mit den Städten weitermachen
history-delete = Löschen
history-count =
    { $count ->
        [one] { $count } Tisch, { $finished } beendet, zuletzt geänderte zuerst.
       *[other] { $count } Tische, { $finished } beendet, zuletzt geänderte zuerst.
    }
history-tab_tables = Tische
history-tab_statistics = Statistik
history-csv_all = Alle beendeten Tische (CSV)
history-csv_all_caption = Eine Zeile je Spieler und beendetem Tisch: Datum, Wertungsplättchen, Titel, jede Zeile des Wertungsblocks, Summe und Platz. Ein Tisch, der sich nicht mehr werten lässt, fehlt (die Statistik nennt ihn).
history-scores_now = Punkte jetzt (nicht festgehalten): { $scores }; vorn: { $leading }
history-open_scorepad = Wertungsblock öffnen
history-rescore = Neu werten
history-next_new_table = Neuen Tisch beginnen
history-left_out = { $title } ({ $why })
history-csv_date = Datum
history-csv_objective = Wertungsplättchen
history-csv_title = Titel
history-csv_player = Spieler
history-csv_seat = Reihenfolge
history-csv_cards = Merkmalskarten
history-csv_rings = Aktivitätsringe
history-csv_footprints = Fußspuren
history-csv_wave = Wellen
history-csv_misc = Sonstiges
history-csv_people = Personen
history-csv_total = Summe
history-csv_rank = Platz
history-csv_line = Zeile
history-csv_card = Karte
history-csv_position = Position
history-csv_ability = Fähigkeit
history-csv_points = Punkte
history-csv_reason = Grund

stats-any = Alle
stats-tile_blue = Blau
stats-tile_green = Grün
stats-tile_orange = Orange
stats-solo_count = 1 (solo)
stats-line_cards = Karten
stats-line_rings = Ringe
stats-line_footprints = Fuß
stats-line_wave = Welle
stats-line_misc = Sonst.
stats-line_people = Personen
stats-column_player = Spieler
stats-column_games = Spiele
stats-column_wins = Siege
stats-column_average = Ø
stats-column_best = Beste
stats-player_heading = **{ $name }** · { $games } · { $wins }
stats-games =
    { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
    }
stats-wins =
    { $count ->
        [one] { $count } Sieg
       *[other] { $count } Siege
    }
stats-solo_player = 1 Spieler (solo)
stats-players =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spielern
    }
stats-with_tile_and_players = mit dem Plättchen { $tile } und { $players }
stats-with_tile = mit dem Plättchen { $tile }
stats-with_players = mit { $players }
stats-skipped = Nicht in der Statistik: Diese beendeten Spiele lassen sich mit dem aktuellen Katalog nicht mehr werten (öffne sie im Reiter Tische, um sie zu korrigieren):
stats-skipped_item = **{ $title }** (Spiel { $game }): { $reason }
stats-won_yes = ja
stats-won_no = nein
stats-axis_score = Punkte
stats-tooltip_played = Gespielt
stats-tooltip_won = Gewonnen
stats-none_finished = Noch keine beendeten Spiele: Beende einen Tisch auf seinem Wertungsblock (Spiel beenden), dann steht hier die Statistik.
stats-catalogue_unreadable = Die Statistik braucht den Katalog, und der lässt sich nicht lesen: { $error }
stats-pads_left_out = Die Spiele, die nur auf dem Wertungsblock gezählt wurden, fehlen: { $error }
stats-none_countable = Noch kein beendetes Spiel lässt sich zählen: Alle beendeten Spiele oben wurden ausgelassen.
stats-objective_tile = Wertungsplättchen
stats-players_filter = Spieler
stats-none_with_filter = Noch keine beendeten Spiele { $filter }: Wähle Alle, um alle zu sehen.
stats-counted =
    { $count ->
        [one] { $count } beendetes Spiel. Ein geteilter Sieg zählt für jeden Sieger als Sieg. Der Solo-Roboter steht nicht in der Liste.
       *[other] { $count } beendete Spiele. Ein geteilter Sieg zählt für jeden Sieger als Sieg. Der Solo-Roboter steht nicht in der Liste.
    }
stats-line_averages = Durchschnittliche Punkte je Zeile des Wertungsblocks
stats-line_legend = Fuß = Fußspuren; Welle, Sonst. und Personen sind die Zeilen des Wertungsplättchens.
stats-over_time = Punkte im Lauf der Zeit

pad-catalogue_unreadable = Der Kartenkatalog konnte nicht gelesen werden: { $error }. Korrigiere oder entferne die Datei und lade dann neu.
pad-intro = Für einen Tisch, der seine Städte nicht nachbaut: Trage die Zeilen des Wertungsblocks für jeden Spieler ein und erhalte Summen und Sieger (Gleichstände wie in den Regeln aufgelöst), gespeichert im Verlauf. Die Städte kannst du später nachbauen, ohne die Zeilen noch einmal einzutippen.
pad-resume = Einen Wertungsblock fortsetzen
pad-untitled = Wertungsblock
pad-resume_label = { $title }: { $players }
pad-start = Einen Wertungsblock beginnen
pad-players = Spieler
pad-solo = Ein Spieler spielt solo gegen den Roboter: Dessen Spalte steht auch auf dem Block, gewertet wie in den Solo-Regeln (seine Handtuch-Zeilen), und er kann gewinnen.
pad-player = Spieler { $number }
pad-player_first = Spieler { $number } (beginnt)
pad-name_placeholder = Name
pad-objective_tile = Wertungsplättchen
pad-title_optional = Titel (optional)
pad-title_placeholder = z. B. Freitag bei Sam
pad-start_button = Wertungsblock beginnen
pad-cannot_start = Der Wertungsblock lässt sich nicht beginnen: { $error }.
pad-close = Diesen Block schließen (er bleibt gespeichert)
pad-objective_is = Wertungsplättchen: { $tile }
pad-kept_as_typed = Diese Zeilen blieben so, wie sie eingetippt waren, als der Tisch mit dem Nachbau seiner Städte begann; unten stehen sie neben den Städten.
pad-continue_cities = Mit den Städten weitermachen
pad-rebuilt_scorepad = Der nachgebaute Wertungsblock
pad-whose_column = Wessen Spalte
pad-robot_column = **{ $name }** (Handtuch-Zeilen der Solo-Regeln)
pad-field_cards = Merkmalskarten
pad-field_rings = Aktivitätsringe
pad-field_footprints = Fußspuren
pad-field_wave = Wertung: Wellen
pad-field_misc = Wertung: Sonstiges
pad-field_people = Wertung: Personen
pad-field_sand_dollars = Übrige Sanddollars (bei Gleichstand)
pad-field_longest_chain = Längste Kette, in Symbolen (2. Kriterium bei Gleichstand)
pad-robot_help_cards = Die Punkte seiner Karten, wie die Solo-Regeln sie zählen (jede Bedingung erfüllt, Minuspunkte als Pluspunkte; Regelklärung 15), plus 1 je genommenem Sanddollar
pad-robot_help_rings = Jeder Ring auf seinen Karten mit vollem Wert (Regelklärung 15)
pad-robot_help_footprints = 1 je genommener Fußspur
pad-robot_help_wave = Die Wellen-Zeile des Handtuchs { $tile } (Solo-Regeln)
pad-robot_help_misc = Die Sonstiges-Zeile des Handtuchs { $tile } (Solo-Regeln)
pad-robot_help_people = Die Personen-Zeile des Handtuchs { $tile } (Solo-Regeln)
pad-robot_help_sand_dollars = Die Sanddollars, die er genommen hat (bei Gleichstand)
pad-robot_help_longest_chain = Die Anzahl seines häufigsten Symbols (bei Gleichstand)
pad-badge_pad = Wertungsblock
pad-badge_rebuilding = Im Nachbau
pad-badge_rebuilt = Nachgebaut, beendet
pad-badge_rebuilt_changed = Nachgebaut, beendet, seitdem geändert
pad-scorepad = Wertungsblock
pad-column_line = Zeile
pad-column_player = Spieler
pad-column_pad = Block
pad-column_cities = Städte
pad-total = Summe
pad-not_scored_yet = noch nicht gewertet
pad-ranking_line = **{ $name }**: { $points } ({ $decided })
pad-wins_with =
    { $count ->
        [one] { $name } gewinnt mit { $count } Punkt
       *[other] { $name } gewinnt mit { $count } Punkten
    }
pad-shared_win_with =
    { $count ->
        [one] Geteilter Sieg: { $names } mit { $count } Punkt
       *[other] Geteilter Sieg: { $names } mit { $count } Punkten
    }
pad-headline_shared_win =
    { $count ->
        [one] geteilter Sieg, { $names } mit { $count } Punkt
       *[other] geteilter Sieg, { $names } mit { $count } Punkten
    }
pad-headline = Wertungsblock: { $result } (wie eingetippt). Die Städte werden noch eingegeben: Der Wertungsblock unten zählt nur die bisher eingegebenen Karten und gibt das Ergebnis, sobald die Stadt jedes Spielers eingegeben ist.
pad-headline_so_far = Wertungsblock: { $result } (wie bisher eingetippt). Die Städte werden noch eingegeben: Der Wertungsblock unten zählt nur die bisher eingegebenen Karten und gibt das Ergebnis, sobald die Stadt jedes Spielers eingegeben ist.
pad-lines_no_game_scores =
    { $count ->
        [one] { $count } Zeile, die kein Spiel so werten kann: Korrigiere sie vor dem Beenden.
       *[other] { $count } Zeilen, die kein Spiel so werten kann: Korrigiere sie vor dem Beenden.
    }
pad-csv_button = Wertungsblock als CSV
pad-finish_stale = Nicht beendet: Eine Zeile wurde auf einem anderen Handy geändert, nachdem diese Summen gebildet wurden. Prüfe sie und tippe noch einmal auf Beenden.
pad-finish_failed = Das Spiel konnte nicht beendet werden: { $error }
pad-finished_saved = Beendet und im Verlauf gespeichert ({ $winner } hat gewonnen).
pad-finish_again = Noch einmal beenden
pad-finish = Spiel beenden
pad-finish_ready_when = Beenden ist möglich, sobald sich jede Zeile oben werten lässt.
pad-rebuild = Die Städte nachbauen
pad-comparison_caption = Block: die hier eingetippten Zeilen. Städte: die aus den nachgebauten Städten berechneten Zeilen; ≠ markiert eine Zeile, die abweicht.
pad-rebuild_caption = Gib die Städte später Karte für Karte ein, um jeden Punkt erklärt zu sehen: Spieler, Wertungsplättchen und übrige Sanddollars (und die Sanddollars und Fußspuren des Roboters) werden übernommen, und die hier eingetippten Zeilen bleiben neben den berechneten Zeilen der Städte stehen.
pad-rebuild_from_pad = Die Städte aus diesem Block nachbauen
pad-starting_tile_of = Startplättchen von { $name }
pad-tile_placeholder = Startplättchen wählen
pad-start_rebuilding = Nachbau beginnen
pad-cannot_rebuild = Der Nachbau lässt sich nicht beginnen: { $error }.
pad-next_home = Start: einen Tisch beginnen oder fortsetzen
pad-store_unreadable = Der Spielspeicher lässt sich gerade nicht lesen ({ $error }); lade die Seite gleich neu.
pad-store_busy = Diese Zahl wurde nicht gespeichert: Der Spielspeicher ist belegt oder nicht erreichbar ({ $error }). Versuche es noch einmal.
pad-change_refused = Diese Änderung wurde abgelehnt ({ $why }); nichts wurde gespeichert.
pad-not_saved = Nicht gespeichert: { $refusal }
pad-cities_not_scored_problems =
    { $count ->
        [one] Die Städte lassen sich noch nicht werten ({ $count } zu korrigieren, z. B. { $example }): Mach auf der Seite Stadt mit ihnen weiter.
       *[other] Die Städte lassen sich noch nicht werten ({ $count } zu korrigieren, z. B. { $example }): Mach auf der Seite Stadt mit ihnen weiter.
    }
pad-cities_not_scored = Die Städte lassen sich noch nicht werten: { $error }.
pad-link_typed_lines = Auf dem Wertungsblock eingetippte Zeilen, neben diesen
pad-refused_start = der Wertungsblock lässt sich nicht beginnen ({ $why }): Korrigiere das
pad-refused_no_column = auf diesem Block gibt es keine Spalte „{ $player }“ (auf einem anderen Handy umbenannt?): Lade die Seite neu
pad-refused_no_line = „{ $field }“ ist keine Zeile des Wertungsblocks: Lade die Seite neu
pad-refused_line_limit = { $value } ist mehr, als eine Zeile des Wertungsblocks fasst (höchstens { $limit } in jede Richtung): Prüfe die Zahl und tippe sie neu ein
pad-refused_sand_dollars =
    { $count ->
        [one] { $count } übriger Sanddollar ist nicht möglich: Gib 0 bis { $most } ein
       *[other] { $count } übrige Sanddollars sind nicht möglich: Gib 0 bis { $most } ein
    }
pad-refused_chain =
    { $count ->
        [one] { $count } Symbol in der längsten Kette ist nicht möglich: Gib 0 bis { $most } ein
       *[other] { $count } Symbole in der längsten Kette sind nicht möglich: Gib 0 bis { $most } ein
    }
pad-refused_changed_elsewhere = diese Zahl wurde inzwischen auf einem anderen Handy geändert (jetzt { $now }); das Feld zeigt sie. Ändere sie erneut, um sie zu ersetzen.
pad-refused_not_found = kein Wertungsblock mit der ID { $id } (gelöscht oder ein vertippter Link): Beginne einen oder öffne ihn im Verlauf
pad-refused_gone = kein Wertungsblock mit der ID { $id } (auf einem anderen Handy gelöscht?): Öffne einen anderen
pad-refused_rebuilt = aus diesem Wertungsblock wurde ein Nachbau: Seine Zeilen bleiben wie eingetippt, zum Vergleich mit den Städten; ändere stattdessen die Städte
pad-refused_finished = Wertungsblock „{ $id }“ ist beendet: Bestätige zuerst die Korrektur
pad-refused_stale = eine Zeile wurde auf einem anderen Handy geändert, nachdem diese Summen gebildet wurden
pad-refused_unreadable =
    { $count ->
        [one] Wertungsblock „{ $id }“ im Speicher lässt sich nicht lesen ({ $count } Fehler)
       *[other] Wertungsblock „{ $id }“ im Speicher lässt sich nicht lesen ({ $count } Fehler)
    }

catalogue-title = Kartenkatalog
catalogue-intro = Die gedruckten Karten sind nicht öffentlich: Gib deine einmal anhand ihrer gedruckten Symbole ein oder importiere eine Katalogdatei. Die eingebauten Karten sind erfundene Beispiele, markiert mit BEISPIEL.
catalogue-show = Zeigen
catalogue-view_cards = Karten
catalogue-view_tiles = Startplättchen
catalogue-view_add_card = Karte hinzufügen
catalogue-view_add_tile = Plättchen hinzufügen
catalogue-view_files = Teilen · Import / Export
catalogue-deleted = { $name } gelöscht.
catalogue-sample_fixed = Eingebautes Beispiel: kann weder bearbeitet noch gelöscht werden. Gib die echte Karte unter Hinzufügen ein.
catalogue-sample_fixed_tile = Eingebautes Beispiel: kann weder bearbeitet noch gelöscht werden. Gib das echte Startplättchen unter Plättchen hinzufügen ein.
catalogue-delete_question = { $name } endgültig löschen? Spiele, die diesen Eintrag verwenden, finden ihn dann nicht mehr.
catalogue-delete_yes = Ja, löschen
catalogue-cancel = Abbrechen
catalogue-edit = Bearbeiten
catalogue-delete = Löschen
catalogue-edit_title = { $name } bearbeiten
catalogue-close = Schließen
catalogue-cancel_editing = Bearbeiten abbrechen
catalogue-done = Fertig
catalogue-saved_changes = Änderungen an { $name } gespeichert.
catalogue-search_cards = Nach Name oder Symbolen suchen
catalogue-search_cards_example = Ring Natur
catalogue-filter = Nach Reihe, Symbolen, Beispielen filtern
catalogue-every_tag = Hat jedes Symbol
catalogue-show_samples = Die eingebauten Beispiele zeigen
catalogue-cards_shown =
    { $count ->
        [one] { $count } Karte angezeigt
       *[other] { $count } Karten angezeigt
    }
catalogue-tiles_shown =
    { $count ->
        [one] { $count } Startplättchen angezeigt
       *[other] { $count } Startplättchen angezeigt
    }
catalogue-sample = BEISPIEL
catalogue-sample_card = für Vorführungen und Tests erfunden, keine gedruckte Karte
catalogue-sample_tile = für Vorführungen und Tests erfunden, kein gedrucktes Startplättchen
catalogue-id = ID: { $id }
catalogue-search_tiles = Nach Name oder Symbolen suchen
catalogue-search_tiles_example = VIP Geschäft
catalogue-example = z. B. { $words }
catalogue-add_card_how = Tippe die auf der Karte gedruckten Symbole an; sie wird in deiner Katalogdatei gespeichert, wenn du auf Speichern tippst.
catalogue-full_card_form = Ganzes Formular (seltene Zahlen, Notizen)
catalogue-saved_card = { $name } gespeichert ({ $row }). { $coverage }.
catalogue-add_tile_how = Tippe die auf dem Startplättchen gedruckten Symbole an; es wird in deiner Katalogdatei gespeichert, wenn du auf Speichern tippst.
catalogue-full_tile_form = Ganzes Formular (Notizen, seltene Zahlen)
catalogue-saved_tile = Startplättchen { $name } gespeichert. { $coverage }.
catalogue-count_tiles =
    { $count ->
        [one] { $count } Startplättchen
       *[other] { $count } Startplättchen
    }
catalogue-source_opened_link = dem geöffneten Link
catalogue-source_pasted_link = dem eingefügten Link
catalogue-source_games = den Spielen auf diesem Server
catalogue-server = Alle auf diesem Server
catalogue-server_how = Dieser Katalog ({ $cards }, { $tiles } von dir) gehört zu diesem Server: Jedes Spiel hier verwendet ihn, auf jedem Handy, das diese App öffnet. Die anderen am Tisch öffnen dieselbe Adresse: Es gibt nichts zu senden.
catalogue-games_carry_cards = Ein Spiel, das aus einer Datei importiert wurde, kann eigene Karten mitbringen, die nur dieses Spiel kennt. Teile sie mit jedem Spiel hier:
catalogue-share_games = Karten aus Spielen mit jedem Spiel teilen
catalogue-games_unreadable = Die Spiele auf diesem Server können gerade nicht gelesen werden ({ $error }); versuche es noch einmal.
catalogue-send = An eine andere App senden
catalogue-nothing_to_send = Noch nichts zu senden: Gib Karten unter Karte hinzufügen ein oder empfange unten einen Katalog.
catalogue-send_how = Scanne den Code mit dem anderen Handy oder sende den Link; öffne ihn dann in der anderen App (oder füge ihn dort unter Empfangen ein). Fotos stecken nicht in Codes und Links, nur in der Datei.
catalogue-many_codes = Dein Katalog ist zu groß für einen QR-Code: Er braucht { $count } Codes. Scanne sie nacheinander, in beliebiger Reihenfolge; jeder fügt seine eigenen Karten hinzu. Oder sende unten den Link oder die Datei.
catalogue-code = Code
catalogue-n_of = { $number } von { $count }
catalogue-code_n_of = Code { $number } von { $count }
catalogue-one_code = Dein ganzer Katalog in einem Code
catalogue-address_too_long = Die Adresse dieses Servers ist zu lang für einen QR-Code: Sende den Link oder die Datei.
catalogue-link_too_long = Dein Katalog ist zu groß für einen Link ({ $characters } Zeichen; eine Adresse fasst { $limit }): Sende unten die Datei oder die QR-Codes oben.
catalogue-link =
    { $count ->
        [one] Der Link zu deinem ganzen Katalog ({ $count } Zeichen)
       *[other] Der Link zu deinem ganzen Katalog ({ $count } Zeichen)
    }
catalogue-link_how = Kopiere ihn mit der Schaltfläche in seiner Ecke und sende ihn in einer Nachricht.
catalogue-download = Meinen Katalog herunterladen (mit Fotos)
catalogue-receive = Einen Katalog empfangen
catalogue-receive_how = Karten und Plättchen, die schon in deinem Katalog sind, werden nie überschrieben: Identische werden übersprungen, abweichende als Konflikte aufgelistet. Du siehst, was sich ändern würde, bevor etwas importiert wird.
catalogue-paste_link = Einen Katalog-Link einfügen
catalogue-read_link = Link lesen
catalogue-file = Oder eine Katalogdatei (.json)
catalogue-file_help = Eine aus dieser App exportierte Katalogdatei, höchstens { $size }.
catalogue-read_file = Diese Datei lesen
catalogue-from = Aus { $source }
catalogue-would_add = Würde { $cards } und { $tiles } hinzufügen.
catalogue-would_skip = { $count } schon in deinem Katalog, identisch: übersprungen.
catalogue-would_conflict =
    { $count ->
        [one] { $count } Konflikt: Deiner bleibt, unten aufgelistet.
       *[other] { $count } Konflikte: Deine bleiben, unten aufgelistet.
    }
catalogue-conflict_preview = Konflikt, würde nicht importiert: { $difference }.
catalogue-import = Importieren
catalogue-nothing_new = Nichts Neues: Alles ist schon in deinem Katalog.
catalogue-import_problems = Nichts wurde importiert; es gibt Probleme:
catalogue-imported = Aus { $source } importiert: { $cards } und { $tiles } hinzugefügt.
catalogue-imported_names = { $imported } Hinzugefügt: { $names }.
catalogue-skipped = { $count } schon in deinem Katalog, identisch, übersprungen: { $names }.
catalogue-conflict = Konflikt, nicht importiert: { $difference }.
catalogue-replaces_samples = Diese IDs sind auch IDs eingebauter Beispiele; deine Einträge werden statt der Beispiele verwendet: { $ids }.

cards-row = Reihe
cards-row_beach = Strand
cards-row_street = Promenade
cards-row_card_beach = Strandkarte
cards-row_card_street = Promenadenkarte
cards-half_beach = Strandhälfte
cards-half_street = Promenadenhälfte
cards-person_local = Einheimische
cards-person_tourist = Touristen
cards-person_vip = VIPs
cards-person_any = Beliebige Art
cards-icon_sand_dollar = Sanddollar
cards-icon_people = Personen
cards-icon_ring = Ring
cards-coverage = { $cards } von { $all_cards } Merkmalskarten und { $tiles } von { $all_tiles } Startplättchen erfasst (Beispielkarten nicht mitgezählt)
cards-progress = { $cards } von { $all_cards } Merkmalskarten (Strand { $beach }, Promenade { $street }), { $tiles } von { $all_tiles } Startplättchen
cards-tile_progress =
    { $count ->
        [one] { $tiles } von { $count } Startplättchen
       *[other] { $tiles } von { $count } Startplättchen
    }
cards-not_saved_yet = Noch nicht gespeichert; bitte korrigieren:
cards-symbol_choice = Symbol: { $symbol }
cards-choose = Auswählen
cards-remove = Entfernen
cards-printed_twice = Zweimal aufgedruckt (tippe die an, die zweimal abgebildet sind)
cards-card_name = Name der Karte (optional: Die meisten Karten haben keinen)
cards-location_tags = Ortssymbole
cards-placement = Beim Platzieren (Platzierungsaktionen)
cards-add_placement = Platzierungsaktion hinzufügen
cards-abilities = Wertungsfähigkeiten
cards-add_ability = Wertungsfähigkeit hinzufügen
cards-rings = Aktivitätsringe
cards-add_ring = Aktivitätsring hinzufügen
cards-add_ring_beach = Ring auf der Strandhälfte hinzufügen
cards-add_ring_street = Ring auf der Promenadenhälfte hinzufügen
cards-section_placement = Platzierungsaktion { $number }
cards-section_abilities = Wertungsfähigkeit { $number }
cards-section_rings = Ring { $number }
cards-end_of_beach = Strandende-Zeichen (muss die Strandkarte ganz links bleiben)
cards-notes = Notizen (optional)
cards-save_changes = Änderungen speichern
cards-save_card = Karte speichern
cards-save_tile = Startplättchen speichern
cards-tile_name = Name des Plättchens (optional)
cards-tile_vips = VIPs auf dem Plättchen
cards-setup_bonus = Startbonus
cards-setup_sand_dollars = Sanddollars
cards-setup_locals = Einheimische
cards-setup_tourists = Touristen
cards-footprints = Fußspuren
cards-footprint_wants = Was die VIPs wollen (Fußspurzeichen)
cards-points_per_match_long = Punkte je passendem Symbol
cards-half_symbols = Gedruckte Symbole, die eine Nachbarschaft sieht
cards-photo_toggle = Ein Foto der Karte hinzufügen (optional)
cards-photo_kept = Mit der Karte behalten
cards-photo_camera = Foto der Karte
cards-row_back = Reihe (die Farbe der Kartenrückseite)
cards-tags = Symbole
cards-tags_twice = zweimal tippen für ein zweimal gedrucktes Symbol
cards-printed = Was aufgedruckt ist
cards-printed_how = jeweils einmal tippen; dann unten sein Symbol und seine Zahlen antippen
cards-name_optional = Name (optional: Die meisten Karten haben keinen)
cards-printed_name = Auf der Karte gedruckter Name
cards-saved = { $name } gespeichert. { $progress }.
cards-this_card = Diese Karte:
cards-same_as = Gleich wie { $name }: noch ein Exemplar? Ein Spiel kann gleiche Karten enthalten; speichere noch einmal, um eine hinzuzufügen.
cards-save_copy = Kopie speichern
cards-discard = Karte verwerfen
cards-discard_help = Diese Karte leeren, ohne sie zu speichern (lässt sich rückgängig machen); die Reihe bleibt
cards-the_card = die Karte
cards-discarded = { $name } verworfen, ohne zu speichern.
cards-undo_discard = Verwerfen rückgängig machen
cards-half_tags_twice = Symbole: zweimal tippen für eines, das zweimal gedruckt ist
cards-icon_button_sand_dollar = Sanddollarzeichen
cards-icon_button_people = Personenzeichen
cards-tile_vips_pictured = Auf dem Plättchen abgebildete VIPs
cards-setup_bonus_how = was das Plättchen zu Beginn gibt
cards-footprint_icon = Fußspurzeichen
cards-footprint_icon_how = was die VIPs wollen, Punkte je Treffer
cards-vips_want = Die VIPs wollen
cards-points_per_match = Punkte je Treffer
cards-tile_name_optional = Name (optional: nur ein Plättchen hat einen bekannten Namen, das Postamt)
cards-tile_printed_name = Auf dem Plättchen gedruckter Name
cards-this_tile = Dieses Plättchen:
cards-tag_choice = { $tag } · { $count }
cards-no_tags = Keine Symbole
cards-show_sample_cards =
    { $count ->
        [one] Die Beispielkarte zeigen
       *[other] Die { $count } Beispielkarten zeigen
    }
cards-show_sample_cards_help = Eingebaute Beispiele, für Vorführungen erfunden: Deine eigenen Karten werden ohne sie aufgelistet
cards-tap_row =
    { $count ->
        [one] Tippe die Reihe der Karte an: { $count } Karte ist noch nicht am Tisch.
       *[other] Tippe die Reihe der Karte an: { $count } Karten sind noch nicht am Tisch.
    }
cards-tags_on_card = Symbole auf der Karte
cards-tap_tag_beach =
    { $count ->
        [one] { $count } Strandkarte: Tippe ein Symbol an, das auf deiner gedruckt ist.
       *[other] { $count } Strandkarten: Tippe ein Symbol an, das auf deiner gedruckt ist.
    }
cards-tap_tag_street =
    { $count ->
        [one] { $count } Promenadenkarte: Tippe ein Symbol an, das auf deiner gedruckt ist.
       *[other] { $count } Promenadenkarten: Tippe ein Symbol an, das auf deiner gedruckt ist.
    }
cards-no_match = Keine Karte, die noch nicht am Tisch ist, hat alle diese Symbole: Tippe ein Symbol noch einmal an, um es abzuwählen.
cards-shape_ring = Ring
cards-shape_next_to = Neben Symbol
cards-shape_chain = Kette
cards-shape_gain = + Sanddollar
cards-shape_add = + Personen
cards-shape_move = Personen bewegen
cards-shape_next_to_2 = Neben 2+
cards-shape_one_or_more = Neben 1 / 2+
cards-shape_chain_each = Kette, pro Symbol
cards-shape_ring_any = Ring beliebig viele
cards-shape_near_symbol = Neben Zeichen
cards-shape_not_near_ring = Nicht neben Ring
cards-shape_all_of = Neben allen von
cards-shape_in_city = Symbole in der Stadt
cards-shape_unspent = Nicht ausgegebene Sanddollar
cards-shape_move_here = Hierher bewegen
cards-shape_end_of_beach = Strandende
cards-kind_gain_sand_dollars = Sanddollar erhalten
cards-kind_add_people = Einheimische oder Touristen hinzufügen
cards-kind_move_people = Personen bewegen
cards-kind_move_here = Personen hierher bewegen (von überall)
cards-kind_adjacent_tag = Neben einem Symbol
cards-kind_adjacent_two_or_more = Neben 2+ eines Symbols
cards-kind_adjacent_one_or_more = Neben: 1 eines Symbols / 2+ davon
cards-kind_adjacent_all_of = Neben allen von mehreren Symbolen
cards-kind_adjacent_symbol = Neben einem Zeichen (Sanddollar, Personen, Ring)
cards-kind_not_adjacent_symbol = NICHT neben einem Zeichen
cards-kind_chain = Kette: feste Punkte
cards-kind_chain_per_tag = Kette: Punkte pro Symbol
cards-kind_tags_in_city = Symbole irgendwo in der Stadt
cards-kind_unspent_sand_dollars = Nicht ausgegebene Sanddollar
cards-kind_ring = Ring mit abgebildeten Personen
cards-kind_any_number_ring = Beliebig viele Personen (1 oder mehr)
cards-field_amount = Sanddollar
cards-field_count = Wie viele
cards-field_person = Wer
cards-field_move_count = Bis zu wie viele Personen
cards-field_distance = Bis zu wie viele Felder jeweils
cards-field_tag = Symbol
cards-field_points = Punkte
cards-field_points_each = Punkte jedes Mal
cards-field_one_points = Punkte für genau 1
cards-field_more_points = Punkte für 2 oder mehr
cards-field_tags = Symbole (alle nötig)
cards-field_symbol = Zeichen
cards-field_minimum = Mindestzahl Symbole in der Kette
cards-field_points_per_tag = Punkte pro Symbol
cards-field_per_tags = Für je ... Symbole
cards-field_per_sand_dollars = Für je ... Sanddollar
cards-word_name = Name
cards-word_row = Reihe
cards-word_tags = Symbole
cards-word_placement = Platzierungsaktionen
cards-word_scoring = Wertungsfähigkeiten
cards-word_notes = Notizen
cards-word_vips = VIPs
cards-word_wants = Was die VIPs wollen
cards-word_points_per_match = Punkte pro Treffer
cards-word_sand_dollars = Sanddollar zu Spielbeginn
cards-word_locals = Einheimische zu Spielbeginn
cards-word_tourists = Touristen zu Spielbeginn
cards-word_symbols = Zeichen
cards-word_rings = Ringe
cards-word_value = Wert
cards-error_at_least = „{ $field }“ muss mindestens { $limit } sein
cards-error_at_most = „{ $field }“ darf höchstens { $limit } sein
cards-error_required = „{ $field }“ fehlt
cards-error_too_long_text = „{ $field }“ darf höchstens { $limit } Zeichen haben
cards-error_too_few = „{ $field }“ braucht mindestens { $limit }
cards-error_too_many = „{ $field }“ darf höchstens { $limit } haben
cards-error_pattern = „{ $field }“ darf nur Kleinbuchstaben, Ziffern, „-“ und „_“ enthalten
cards-error_other = „{ $field }“: { $problem }
cards-error_where = { $where }: { $problem }
cards-error_row = { $row } ({ $kind })
cards-refuse_kind = { $where }: Wähle, was sie bewirkt.
cards-refuse_row = Reihe: Wähle Strand oder Promenade (die Farbe der Kartenrückseite).
cards-refuse_row_keypad = Reihe: Tippe auf Strand oder Promenade (die Farbe der Kartenrückseite).
cards-refuse_tags = Symbole: Eine Karte hat höchstens { $limit } Symbole; { $count } sind gewählt.
cards-refuse_limit_placement = Platzierungsaktionen: höchstens { $limit }; entferne einige.
cards-refuse_limit_abilities = Wertungsfähigkeiten: höchstens { $limit }; entferne einige.
cards-refuse_limit_rings = Ringe: höchstens { $limit }; entferne einige.
cards-refuse_end_of_beach = Strandende: Dieses Zeichen gibt es nur auf Strandkarten; stelle die Reihe auf Strand oder nimm das Häkchen weg.
cards-refuse_scoring_limit = Wertungsfähigkeiten und Ringe: zusammen höchstens { $limit }; entferne einige.
cards-refuse_vips = VIPs: Wähle 1 oder 2 (die auf dem Plättchen abgebildeten VIPs).
cards-refuse_wants = Was die VIPs wollen: Wähle mindestens ein Symbol oder Zeichen vom Fußspuren-Symbol des Plättchens.
cards-refuse_half_tags = Symbole: höchstens { $limit } auf einer Hälfte; { $count } sind gewählt.
cards-refuse_half = { $half }: { $problem }

photo-file_too_big = das Bild hat { $megabytes } MB: Mach ein Foto oder wähle eines unter 20 MB
photo-too_large_reduced = das Bild bleibt auch verkleinert zu groß: Mach ein schlichteres Foto der Karte
photo-not_a_picture = das Foto ist kein Bild: Mach das Foto mit der Kamerataste oder wähle eine JPEG-, PNG- oder WebP-Datei
photo-far_too_many_pixels = das Bild hat viel zu viele Pixel, um hier verkleinert zu werden: Mach das Foto mit der Kamerataste oder wähle eine JPEG-, PNG- oder WebP-Datei
photo-damaged = das Bild ist beschädigt oder unvollständig: Mach das Foto mit der Kamerataste oder wähle eine JPEG-, PNG- oder WebP-Datei
photo-gif = ein GIF wird nicht als Kartenfoto behalten: Mach das Foto mit der Kamerataste oder speichere das Bild als JPEG oder PNG
photo-format = Bilder im Format { $format } werden nicht behalten: Mach das Foto mit der Kamerataste oder wähle eine JPEG-, PNG- oder WebP-Datei
photo-too_many_pixels_jpeg = das Bild hat { $width } x { $height } Pixel, zu viele, um es hier zu verkleinern: Mach das Foto mit der Kamerataste oder wähle ein kleineres Bild
photo-too_many_pixels = das Bild hat { $width } x { $height } Pixel, zu viele, um es hier zu verkleinern: Mach das Foto mit der Kamerataste oder exportiere es als JPEG
photo-svg = eine SVG-Zeichnung wird nicht als Kartenfoto behalten: Mach das Foto mit der Kamerataste oder exportiere das Bild als JPEG oder PNG
photo-heic = HEIC-Fotos können hier nicht gelesen werden: Mach das Foto mit der Kamerataste oder exportiere es als JPEG
photo-unknown = diese Datei ist kein lesbares Bild: Mach das Foto mit der Kamerataste oder wähle eine JPEG-, PNG- oder WebP-Datei
photo-not_kept = Kein Foto behalten: { $why }.
photo-not_saved = Foto nicht gespeichert: { $error }
photo-saved = Neues Foto für { $name } gespeichert.
photo-removed = Foto von { $name } entfernt.
photo-unreadable = Foto unlesbar
photo-unreadable_note = Das Foto von { $names } kann nicht gelesen werden, deshalb steht dort „{ $unreadable }“: Öffne die Karte und tippe auf Foto ersetzen, um ein neues zu machen, oder auf Foto entfernen.
photo-replace = Foto ersetzen
photo-new_photo = Neues Foto der Karte
photo-choose_file = Oder ein Bild wählen (bis 8 MB)
photo-remove = Foto entfernen
photo-left_out_would = Karte „{ $card }“ würde ohne ihr Foto importiert: { $why }. Füge danach mit Foto ersetzen unter der Karte ein neues hinzu.
photo-left_out_was = Karte „{ $card }“ wurde ohne ihr Foto importiert: { $why }. Füge mit Foto ersetzen unter der Karte ein neues hinzu.

engine-row_beach = Strand
engine-row_street = Promenade
engine-row_front = vordere
engine-row_back = hintere
engine-square = Reihe { $row }, Spalte { $column }
engine-square_start = die { $row }-Hälfte des Startplättchens
engine-display_slot = die { $row } Reihe, Spalte { $column }
engine-person_local = Einheimischer
engine-person_tourist = Tourist
engine-person_vip = VIP
engine-person_any = Person
engine-people_local = Einheimische
engine-people_tourist = Touristen
engine-people_vip = VIPs
engine-people_any = Personen
engine-count_person =
    { $count ->
        [one] { $count } Person
       *[other] { $count } Personen
    }
engine-count_local =
    { $count ->
        [one] { $count } Einheimischen
       *[other] { $count } Einheimische
    }
engine-count_tourist =
    { $count ->
        [one] { $count } Touristen
       *[other] { $count } Touristen
    }
engine-count_vip =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
engine-count_space =
    { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
engine-robot = Roboter
engine-and = { $first } und { $second }
engine-prompt_over = Das Spiel ist vorbei.
engine-prompt_tile_solo = { $who }: welches Startplättchen hast du zufällig gezogen?
engine-prompt_tile = { $who }: Wähle ein Startplättchen.
engine-prompt_food_truck = { $who }: Stell den Foodtruck unter eine Spalte der Auslage (der Gourmet kommt 2 Spalten weiter rechts).
engine-prompt_reveal = Decke die oberste Karte des Decks auf und lege sie in die { $row } Reihe, Spalte { $column }: Welche Karte ist es?
engine-prompt_robot = Der Roboter ist am Zug: Würfle (oder gib den gewürfelten Wert ein).
engine-prompt_turn = { $who }: Nimm eine Karte aus der vorderen Reihe oder nutze eine Sanddollar-Aktion.
engine-prompt_place_two = { $who }: Lege { $cards } in deine Stadt, eine nach der anderen: Die Platzierungsaktionen jeder Karte werden ausgeführt, bevor die nächste gelegt wird (Regelklärung 22).
engine-prompt_place = { $who }: Lege { $cards } in deine Stadt.
engine-prompt_final = { $who }: letzte Bewegung (Einheimische bis zu 3 Felder, Touristen und VIPs 1); Fertig, wenn du fertig bist.
engine-prompt_move = { $who }: Du darfst bis zu { $people } bewegen, je bis zu { $spaces } ({ $reason }); Fertig, um aufzuhören.
engine-prompt_move_here = { $who }: Du darfst bis zu { $people } von überall auf { $square } bewegen.
engine-prompt_happy_day = { $who }: schöner Tag! Wähle 1 Sanddollar + 1 Bewegung, 2 Sanddollars oder 2 Bewegungen um 1 Feld.
engine-prompt_swap =
    { $count ->
        [one] { $who }: Du darfst 2 Merkmalskarten derselben Reihe tauschen (noch { $count } Tausch).
       *[other] { $who }: Du darfst 2 Merkmalskarten derselben Reihe tauschen (noch { $count } Tausche).
    }
engine-prompt_return = { $who }: Du darfst bis zu { $people } aus deiner Stadt in den Vorrat zurückgeben.
engine-prompt_choose = { $who }: Wähle eine Aktion.
engine-over = das Spiel ist vorbei: Es bleibt nur noch die Wertung
engine-column_range = wähle eine Spalte der Auslage von 0 bis 3
engine-die_range = ein Würfel zeigt 1 bis 6
engine-can_take = eine Karte kann noch genommen werden: passen ist nur erlaubt, wenn keine Karte genommen werden kann
engine-happy_option = wähle dollar_and_move, two_dollars oder two_moves
engine-no_person_to_return = auf { $square } ist kein { $person } zum Zurückgeben
engine-nothing_to_finish = gerade gibt es keinen optionalen Schritt zu beenden: { $prompt }
engine-unknown_action = unbekannte Aktion { $action }: Nimm eine der Aktionen aus scorer.engine.actions
engine-wrong_choice = das ist nicht die gefragte Wahl: { $prompt }
engine-tile_not_in_game = „{ $tile }“ ist keines der Startplättchen dieses Spiels: Wähle eines von { $tiles }
engine-tile_taken = „{ $tile }“ ist schon vergeben: Wähle ein anderes Startplättchen
engine-card_not_in_deck = „{ $card }“ ist nicht im Deck dieses Spiels: Füge sie dem Deck hinzu (Aufbau) oder prüfe die Karte
engine-card_revealed = „{ $card }“ wurde in diesem Spiel schon aufgedeckt: Prüfe, welche Karte umgedreht wurde
engine-column_blank = Spalte { $column } der vorderen Reihe ist leer: Nimm eine Karte, die ausliegt
engine-no_place = { $card } hat keinen erlaubten Platz in deiner Stadt: Nimm eine andere Karte
engine-slot_twice = derselbe Platz der Auslage steht zweimal da
engine-slot_blank = { $slot } ist leer: Wähle einen Platz mit einer Karte
engine-takes_front = diese Aktion nimmt 1 Karte aus der vorderen Reihe
engine-takes_back = diese Aktion nimmt 1 Karte aus der hinteren Reihe
engine-takes_two_front = diese Aktion nimmt 2 Karten aus der vorderen Reihe
engine-takes_front_and_behind = diese Aktion nimmt 1 Karte der vorderen Reihe und die Karte der hinteren Reihe dahinter
engine-takes_anywhere = diese Aktion nimmt 1 Karte von irgendwo aus der Auslage
engine-no_tag = { $card } hat keines der Symbole, die diese Aktion braucht ({ $tags })
engine-not_sand_dollar_action = „{ $action }“ ist keine der zwei Sanddollar-Aktionen dieses Spiels
engine-cannot_afford = { $action } kostet { $cost } und du hast { $have }
engine-cannot_place_all = die genommenen Karten passen nicht alle in deine Stadt: Wähle andere Karten
engine-not_in_hand = „{ $card }“ ist keine Karte, die du in diesem Zug genommen hast: Lege eine von { $hand }
engine-wrong_row_beach = { $card } ist eine Strandkarte: Lege sie an den Strand
engine-wrong_row_street = { $card } ist eine Promenadenkarte: Lege sie an die Promenade
engine-bad_square = { $card } kann nicht auf { $square }: Sie muss an einer Seite deiner Stadt anliegen, auf einem leeren Feld, und nie links der Strandkarte am Strandende (Regelklärung 14)
engine-no_room_for_other = hier gelegt bliebe kein Platz für deine andere Karte: Wähle ein anderes Feld
engine-move_only_for = diese Bewegung ist nur für { $people } ({ $reason })
engine-cannot_move_now = kein { $person } auf { $square } kann jetzt ziehen (niemand dort, oder schon in dieser Aktion gezogen)
engine-move_here_path = Personen ziehen auf die neue Karte auf { $square }: Der Weg ist nur dieses Feld
engine-already_here = diese Person steht schon auf dieser Karte
engine-no_person_there = auf { $square } ist kein { $person }
engine-path_empty = eine Bewegung braucht mindestens ein Zielfeld
engine-path_too_long = diese Bewegung geht { $length } Felder weit, erlaubt sind nur { $distance }
engine-path_no_card = auf { $square } liegt keine Karte: Personen ziehen nur auf gelegte Karten
engine-path_not_adjacent = { $square } grenzt nicht mit einer Seite an { $here }: Zieh nach oben, unten, links oder rechts
engine-swap_same = wähle zwei verschiedene Karten zum Tauschen
engine-swap_no_card = in Reihe { $row }, Spalte { $column } liegt keine Merkmalskarte (das Startplättchen wird nie getauscht)
engine-swap_end_of_beach = die Strandkarte am Strandende darf nie getauscht werden (Regelklärung 14)
engine-swap_rows = eine Strandkarte und eine Promenadenkarte können nicht tauschen: Jede bleibt in ihrer Reihe
engine-log_took = { $name } nimmt { $card } (vordere Reihe, Spalte { $column }).
engine-log_placed = { $name } legt { $card } auf { $square }.
engine-log_moved = { $name } bewegt eine Person ({ $person }) von { $source } nach { $target }.
engine-log_moved_via = { $name } bewegt eine Person ({ $person }) von { $source } über { $path } nach { $target }.
engine-log_paid = { $name } zahlt { $cost } für { $action } und nimmt { $cards } (keine Belohnung von Foodtruck oder Gourmet, Regelklärung 19).
engine-log_gained = { $name } erhält { $amount } ({ $reason }).
engine-log_dealt = { $card } wird in die { $row } Reihe, Spalte { $column } gelegt.
engine-log_added_local =
    { $count ->
        [one] { $name } stellt { $count } Einheimischen auf { $square }.
       *[other] { $name } stellt { $count } Einheimische auf { $square }.
    }
engine-log_added_tourist =
    { $count ->
        [one] { $name } stellt { $count } Touristen auf { $square }.
       *[other] { $name } stellt { $count } Touristen auf { $square }.
    }
engine-log_added_vip =
    { $count ->
        [one] { $name } stellt { $count } VIP auf { $square }.
       *[other] { $name } stellt { $count } VIPs auf { $square }.
    }
engine-log_no_move = Niemand kann ziehen ({ $reason }).
engine-log_no_move_here = Sonst ist niemand in der Stadt, der hierher ziehen könnte.
engine-log_random_tile = { $name } zieht ein zufälliges Startplättchen (Solo-Regeln).
engine-log_no_swap = Keine zwei Karten einer Reihe können tauschen.
engine-log_no_return = Niemand in der Stadt zum Zurückgeben.
engine-log_no_final = { $name } hat niemanden, der sich in der letzten Bewegung bewegen kann.
engine-log_over = Das Spiel ist vorbei: Wertet die Städte.
engine-log_tile = { $name } nimmt das Startplättchen { $tile }.
engine-log_setup_bonus = { $name } erhält { $amount } (Startbonus).
engine-log_slid = Karten der hinteren Reihe rutschen in die leeren Plätze vorn.
engine-log_ends_deck = Das Spiel endet: Das Deck ist aufgebraucht. Letzte Bewegung.
engine-log_ends_cards =
    { $count ->
        [one] Das Spiel endet: { $name } hat { $count } Karte. Letzte Bewegung.
       *[other] Das Spiel endet: { $name } hat { $count } Karten. Letzte Bewegung.
    }
engine-log_triggered_cards =
    { $count ->
        [one] Das Ende ist ausgelöst: { $name } hat { $count } Merkmalskarte. Die Runde wird zu Ende gespielt.
       *[other] Das Ende ist ausgelöst: { $name } hat { $count } Merkmalskarten. Die Runde wird zu Ende gespielt.
    }
engine-log_triggered_no_card = Das Ende ist ausgelöst: Keine Karte kann genommen werden. Die Runde wird zu Ende gespielt.
engine-log_last_round = Die letzte Runde ist vorbei. Letzte Bewegung, in Zugreihenfolge.
engine-log_new_game = Neues Spiel: { $players }.
engine-log_new_game_solo = Neues Spiel: { $players } gegen den Roboter.
engine-log_food_truck = Der Foodtruck beginnt unter Spalte { $column }, der Gourmet unter Spalte { $foodie }.
engine-log_passes = { $name } kann keine Karte nehmen und passt.
engine-log_happy_day = Schöner Tag! { $name } wählt { $option }.
engine-option_dollar_and_move = Sanddollar und Bewegung
engine-option_two_dollars = zwei Sanddollars
engine-option_two_moves = zwei Bewegungen
engine-log_done = { $name } ist mit diesem Schritt fertig.
engine-log_deck_empty = Das Deck ist leer: leere Plätze der Auslage bleiben leer.
engine-log_revealed = { $card } wird in die { $row } Reihe, Spalte { $column } aufgedeckt.
engine-log_footprint = Der VIP hinterlässt eine Fußspur auf { $card }.
engine-log_no_footprints = Im Vorrat sind keine Fußspurmarker mehr.
engine-log_returned = { $name } gibt eine Person ({ $person }) von { $square } in den Vorrat zurück.
engine-log_swapped = { $name } tauscht { $first } und { $second } (Personen und Fußspuren bleiben bei ihren Karten).

assistant-reward_food_truck = + 1 Sanddollar (Foodtruck)
assistant-reward_foodie = + 1 Person 1 Feld bewegen (Gourmet)
assistant-reward_happy_day = + schöner Tag (Foodtruck und Gourmet)
assistant-take_column = Spalte { $column } nehmen
assistant-take_column_reward = Spalte { $column } nehmen { $reward }
assistant-nothing_to_take = nichts zu nehmen
assistant-no_effects = keine Wirkung
assistant-which_revealed =
    { $count ->
        [one] Welche Karte wurde aufgedeckt? ({ $count } noch nicht gesehen)
       *[other] Welche Karte wurde aufgedeckt? ({ $count } noch nicht gesehen)
    }
assistant-die_at_table = Oder gib den am Tisch gewürfelten Wert ein:
assistant-swap_which = Welche zwei Karten tauschen?
assistant-choose = Wählen
assistant-costs_have = { $action } (kostet { $cost }; du hast { $have })
assistant-face_foodie = die Karte des Gourmets (Spalte { $column })
assistant-face_food_truck = die Karte des Foodtrucks (Spalte { $column })
assistant-face_column = Spalte { $column }
assistant-die_face = { $value } · { $which }: nimmt { $card }
assistant-deck_label_generated = virtuelles Deck: erzeugte BEISPIEL-Karten
assistant-deck_label_mine = virtuelles Deck: mein Katalog
assistant-deck_label_physical = echtes Deck
assistant-setup_tiles_drawn =
    { $count ->
        [one] wähle das für den Tisch gezogene Startplättchen
       *[other] wähle die { $count } für den Tisch gezogenen Startplättchen
    }
assistant-setup_few_tiles =
    { $count ->
        [one] der Katalog hat { $count } Startplättchen und { $players } Spieler brauchen { $players }: Füge auf der Seite Katalog Plättchen hinzu
       *[other] der Katalog hat { $count } Startplättchen und { $players } Spieler brauchen { $players }: Füge auf der Seite Katalog Plättchen hinzu
    }
assistant-setup_names = gib jedem Spieler einen eigenen, nicht leeren Namen
assistant-setup_objective_and_actions = wähle das Wertungsplättchen und die 2 Sanddollarplättchen, die auf dem Tisch liegen
assistant-setup_objective = wähle das Wertungsplättchen, das auf dem Tisch liegt
assistant-setup_actions = wähle die 2 Sanddollarplättchen, die auf dem Tisch liegen
assistant-setup_two_actions = wähle genau 2 Sanddollar-Aktionen oder keine, um sie zufällig zu ziehen
assistant-objective_blue = Blau
assistant-objective_green = Grün
assistant-objective_orange = Orange
assistant-robot_move = Zug des Roboters:
assistant-pick_actions = Keine: 2 zufällig gezogen
assistant-pick_tiles = Wähle die verteilten Plättchen
assistant-catalogue_unreadable = Der Kartenkatalog ließ sich nicht lesen: { $error }. Korrigiere ihn auf der Seite Katalog; das erzeugte Beispieldeck funktioniert weiter.
assistant-new_game = Neues Spiel
assistant-players = Spieler
assistant-solo = Solo
assistant-player_n = Spieler { $number }
assistant-player_solo = Spieler { $number } (du, gegen den Roboter)
assistant-deck_generated = Virtuelles Deck: erzeugte BEISPIEL-Karten (erfunden, als Beispiele gekennzeichnet)
assistant-deck_mine =
    { $count ->
        [one] Virtuelles Deck: mein Katalog ({ $count } Karte)
       *[other] Virtuelles Deck: mein Katalog ({ $count } Karten)
    }
assistant-deck_physical = Echtes Deck: Wir ziehen echte Karten und ich sage, welche Karte aufgedeckt wurde
assistant-deck = Deck
assistant-too_few_printed =
    { $count ->
        [one] Dein Katalog hat { $count } gedruckte Karte; ein virtuelles Spiel damit braucht { $needed }. Trag auf der Seite Katalog mehr ein oder spiel mit den Beispielen.
       *[other] Dein Katalog hat { $count } gedruckte Karten; ein virtuelles Spiel damit braucht { $needed }. Trag auf der Seite Katalog mehr ein oder spiel mit den Beispielen.
    }
assistant-physical_picked =
    { $count ->
        [one] Die aufgedeckten Karten wählst du aus deinem Katalog ({ $count } Karte, Beispiele mitgezählt); eine fehlende Karte kannst du eintragen, wenn sie aufgedeckt wird.
       *[other] Die aufgedeckten Karten wählst du aus deinem Katalog ({ $count } Karten, Beispiele mitgezählt); eine fehlende Karte kannst du eintragen, wenn sie aufgedeckt wird.
    }
assistant-hard_mode = Schwerer Modus (solo)
assistant-advanced = Erweitert
assistant-seed = Startwert zum Mischen (leer: zufällig). Derselbe Startwert mit denselben Angaben teilt dasselbe Spiel aus.
assistant-start = Spiel starten
assistant-cannot_start = Das Spiel kann nicht starten: { $error }
assistant-not_saved = Das Spiel ließ sich nicht speichern ({ $error }); versuch es gleich noch einmal.
assistant-draw_random = Zufällig ziehen
assistant-objective_tile = Wertungsplättchen
assistant-actions_random = Sanddollar-Aktionen (leer lassen: 2 zufällig ziehen)
assistant-objective_on_table = Wertungsplättchen auf dem Tisch
assistant-pick_tile_on_table = Wähle das Plättchen auf dem Tisch
assistant-actions_on_table = Die 2 Sanddollarplättchen auf dem Tisch
assistant-pick_both = Wähle beide Plättchen
assistant-only_sample_tiles =
    { $count ->
        [one] Dein Katalog hat nur { $count } Beispiel-Startplättchen (erfunden, nicht die aus der Schachtel). Um mit den Plättchen auf deinem Tisch zu spielen, trag sie zuerst auf der Seite Katalog ein (Plättchen hinzufügen): Dann stehen sie hier zur Wahl.
       *[other] Dein Katalog hat nur die { $count } Beispiel-Startplättchen (erfunden, nicht die aus der Schachtel). Um mit den Plättchen auf deinem Tisch zu spielen, trag sie zuerst auf der Seite Katalog ein (Plättchen hinzufügen): Dann stehen sie hier zur Wahl.
    }
assistant-tiles_dealt =
    { $count ->
        [one] Das am Tisch verteilte Startplättchen
       *[other] Die { $count } am Tisch verteilten Startplättchen
    }
assistant-open_saved = Ein gespeichertes Spiel öffnen (JSON)
assistant-saved_file = Datei des gespeicherten Spiels
assistant-open_it = Öffnen
assistant-not_opened = Die Datei wurde nicht geöffnet: { $error }
assistant-games_unreadable = Die gespeicherten Spiele lassen sich gerade nicht lesen ({ $error }).
assistant-resume = Ein Spiel fortsetzen
assistant-vs_robot = { $names } gegen den Roboter
assistant-count_actions =
    { $count ->
        [one] { $count } Aktion
       *[other] { $count } Aktionen
    }
assistant-finished_games = Beendete Spiele
assistant-finished_link = { $players } · { $day } · Wertungsblock
assistant-title = Assistent
assistant-intro = Die Regel-Engine behält ein Spiel im Blick: wer am Zug ist, die erlaubten Züge, die Städte, die Punkte. Nach jeder Aktion gespeichert.
assistant-no_replay = Dieses Spiel lässt sich mit den aktuellen Regeln nicht mehr nachspielen: { $error }
assistant-keep_legal =
    { $count ->
        [one] Die erste von { $total } Aktionen behalten und weiterspielen
       *[other] Die ersten { $count } von { $total } Aktionen behalten und weiterspielen
    }
assistant-back_to_new = Zurück zum neuen Spiel
assistant-cannot_open = Dieses Spiel lässt sich nicht öffnen: { $error }
assistant-no_scores = Die Punkte sind gerade nicht verfügbar: { $error }
assistant-not_in_history = Dieses Spiel ist beendet, steht aber noch nicht im Verlauf.
assistant-save_to_history = Im Verlauf speichern
assistant-winner =
    { $count ->
        [one]
            🏆 { $names } gewinnt mit { $points ->
                [one] { $points } Punkt
               *[other] { $points } Punkten
            }
       *[other]
            🏆 { $names } teilen sich den Sieg mit { $points ->
                [one] { $points } Punkt
               *[other] { $points } Punkten
            }
    }
assistant-open_scorepad = Den ganzen Wertungsblock öffnen (im Verlauf gespeichert)
assistant-history_before_undo = Der Verlauf hält dieses Spiel so, wie es vor dem Rückgängigmachen endete; diese Kopie wird ersetzt, wenn das Spiel wieder endet.
assistant-choices_failed = Die Auswahl lässt sich nicht anzeigen ({ $error }). Mach unten die letzte Aktion rückgängig oder lade die Seite neu.
assistant-cities_and_scores = Städte und Punkte
assistant-final_cities = Die Städte am Ende
assistant-col_player = Spieler
assistant-col_points = Punkte
assistant-col_cards = Karten
assistant-col_sand_dollars = Sanddollars
assistant-robot = Roboter
assistant-provisional = Vorläufig: die Städte so gewertet, wie sie jetzt stehen, vor der letzten Bewegung.
assistant-scores_later = Die Punkte erscheinen, sobald jeder Spieler ein Startplättchen hat.
assistant-city_of = Stadt von
assistant-show_picture = Bild der Stadt zeigen (mit den Punkten jeder Karte)
assistant-no_picture = Das Bild lässt sich nicht zeichnen: { $error }
assistant-robot_piles = Roboter: Strandstapel { $beach }, Promenadenstapel { $street }, { $sand_dollars }, { $footprints }.
assistant-no_cities = Die Städte lassen sich gerade nicht zeichnen: { $error }
assistant-game_log = Spielprotokoll
assistant-whole_log =
    { $count ->
        [one] Ganzes Protokoll ({ $count } Aktion)
       *[other] Ganzes Protokoll ({ $count } Aktionen)
    }
assistant-look_back = Einen früheren Moment ansehen (nichts wird rückgängig gemacht)
assistant-after_action = Nach Aktion
assistant-setup = Aufbau
assistant-after_setup = Nach dem Aufbau
assistant-after_number = Nach Aktion { $number }
assistant-game_over = das Spiel ist vorbei
assistant-no_moment = Dieser Moment lässt sich nicht zeigen: { $error }
assistant-undo_several = Mehrere Aktionen rückgängig machen
assistant-how_many_undo = Wie viele Aktionen zurücknehmen
assistant-back_to_setup = Zurück bis direkt nach: dem Aufbau
assistant-back_to_action = Zurück bis direkt nach: Aktion { $number }: { $lines }
assistant-undo_n =
    { $count ->
        [one] { $count } Aktion rückgängig machen
       *[other] { $count } Aktionen rückgängig machen
    }
assistant-export = Exportieren
assistant-dl_actions = Aktionsprotokoll (JSON)
assistant-dl_saved_help = Aufbau und Aktionsprotokoll: Nachgespielt ergibt es dasselbe Ergebnis.
assistant-dl_saved = Gespeichertes Spiel (JSON)
assistant-dl_scorepad = Wertungsblock (CSV)
assistant-dl_game = Spieldatei (JSON)
assistant-no_exports = Die Exporte lassen sich gerade nicht vorbereiten: { $error }
assistant-follow = Andere Handys am Tisch können dieses Spiel verfolgen: dort den Assistenten öffnen und das Spiel fortsetzen, oder den Link dieser Seite teilen. Jedes Handy zeigt jede Aktion nach wenigen Sekunden, ohne Tippen.
assistant-close = Dieses Spiel schließen (es bleibt gespeichert)
assistant-home_next = Start: einen Tisch beginnen oder fortsetzen
assistant-count_footprints =
    { $count ->
        [one] { $count } Fußspurmarker
       *[other] { $count } Fußspurmarker
    }
assistant-type_to_search = Tippen zum Suchen
assistant-confirm = Bestätigen
assistant-robot_rolls = Nach meinem Zug automatisch für den Roboter würfeln
assistant-robot_rolls_help = Sein Zug erscheint oben zu Beginn deines nächsten Zugs: Nimm seine Karte aus der Auslage.
assistant-undo_last = Letzte Aktion rückgängig machen
assistant-redo = Wiederherstellen
assistant-robot_turn = Der Roboter ist am Zug: Lass die App für ihn würfeln oder tippe auf die Augenzahl, die am Tisch gewürfelt wurde.
assistant-search_label = Oder nach ihrer Bezeichnung suchen
assistant-type_label = Tippe einen Teil der Kartenbezeichnung
assistant-confirm_revealed = Aufgedeckte Karte bestätigen
assistant-deck_empty_q = Keine Karte zum Aufdecken? (das Deck ist leer)
assistant-deck_empty_help = Nur wenn das Deck am Tisch aufgebraucht ist: Der Platz bleibt leer und das Spiel geht auf sein Ende zu.
assistant-deck_empty_yes = Ja, das Deck ist leer
assistant-not_in_list = Nicht in der Liste? Trag sie ein
assistant-enter_help = Tippe die auf der Karte gedruckten Symbole an: Speichern legt sie in deinen Katalog und deckt sie hier auf.
assistant-full_form = Ganzes Formular (seltene Zahlen, Notizen)
assistant-nobody_moves = Niemanden zu bewegen bringt schon am meisten: bewiesen, keine Bewegung bringt mehr.
assistant-where_to = Wohin?
assistant-cancel = Abbrechen
assistant-best_final = Beste letzte Bewegung vorschlagen
assistant-best_final_help = Durchsucht jede Art, deine Personen zu bewegen, nach der höchsten Punktzahl (das kann einige Sekunden dauern). Nur ein Tipp: Jede Bewegung machst du weiterhin selbst.
assistant-find_it = Suchen
assistant-no_suggestion = Diesmal kein Vorschlag: { $error }
assistant-not_proven = Keine bessere Bewegung gefunden, aber die Suche hat aufgehört, bevor sie beweisen konnte, dass es keine gibt.
assistant-plan_proven =
    { $count ->
        [one] +{ $count } Punkt: { $moves }.
       *[other] +{ $count } Punkte: { $moves }.
    }
assistant-plan_found =
    { $count ->
        [one] +{ $count } Punkt (das Beste, was gefunden wurde, nicht als optimal bewiesen): { $moves }.
       *[other] +{ $count } Punkte (das Beste, was gefunden wurde, nicht als optimal bewiesen): { $moves }.
    }
assistant-which_first = Welche Karte legst du zuerst?
assistant-place_at = { $letter }: { $card } auf { $square } legen
assistant-move_who = Bewegen: { $who }
assistant-tiles_do = Was die Startplättchen bewirken
assistant-show_hints = Tipps zum Legen zeigen
assistant-no_hints = Diesmal keine Tipps: { $error }
assistant-hints = Tipps zum Legen
assistant-hints_help = Der beste erlaubte Platz für jede Karte, die du jetzt nehmen kannst, und die Änderung deiner vorläufigen Punkte. Optionale Bewegungen, Tausche und Rückgaben werden nicht durchsucht; „Mach es“ nimmt und legt, der Rest bleibt deine Wahl.
assistant-no_card_now = Gerade kann keine Karte genommen werden.
assistant-not_hinted = Ohne Tipp: { $reason }.
assistant-hide_hints = Tipps ausblenden
assistant-cards_do = Was diese Karten bewirken (gedruckter Text)
assistant-not_possible = Gerade nicht möglich.
assistant-store_unreadable = Der Spielspeicher lässt sich gerade nicht lesen ({ $error }); lade die Seite gleich neu.
assistant-history_failed_reload = Das beendete Spiel ließ sich nicht im Verlauf speichern ({ $error }). Lade die Seite neu, um es noch einmal zu versuchen.
assistant-history_failed = Das beendete Spiel ließ sich nicht im Verlauf speichern ({ $error }). Versuch es noch einmal.
assistant-move_refused = Dieser Zug ist nicht erlaubt: { $reason }.
assistant-hint_refused = Dieser Tipp lässt sich gerade nicht spielen: { $reason }. Nichts wurde gespeichert.
assistant-store_busy = { $what }: Der Spielspeicher ist belegt oder nicht erreichbar ({ $error }). Versuch es noch einmal.
assistant-action_not_saved = Diese Aktion wurde nicht gespeichert
assistant-undo_not_saved = Das Rückgängigmachen wurde nicht gespeichert
assistant-nothing_changed = Nichts wurde geändert
assistant-moved_on = das Spiel ging auf einem anderen Handy weiter (oder doppelt getippt): nichts wurde gespeichert; die Seite zeigt jetzt den aktuellen Stand
assistant-undid =
    { $count ->
        [one] { $count } Aktion rückgängig gemacht.
       *[other] { $count } Aktionen rückgängig gemacht.
    }
assistant-kept_first =
    { $count ->
        [one] Die erste Aktion behalten: Das Spiel geht von dort aus weiter.
       *[other] Die ersten { $count } Aktionen behalten: Das Spiel geht von dort aus weiter.
    }
assistant-card_not_saved = Die Karte wurde nicht in deinem Katalog gespeichert: { $error }
assistant-card_not_in_game = Die Karte ist in deinem Katalog, aber nicht in diesem Spiel: { $error }
assistant-card_store_busy = Die Karte ist in deinem Katalog, aber der Spielspeicher ist belegt ({ $error }): Speichere noch einmal.
assistant-reveal_not_recorded = { $name } ist in deinem Katalog und im Deck dieses Spiels, aber das Aufdecken wurde nicht gespeichert (siehe die Meldung oben): Wähle sie aus der Liste.
assistant-card_saved_revealed = { $name } in deinem Katalog gespeichert und aufgedeckt.

engine-robot_rolls = Der Roboter würfelt eine { $value }.
engine-robot_die_shows = Der Würfel des Roboters zeigt { $value }.
engine-robot_blank = Spalte { $column } der vorderen Reihe ist leer: Der Roboter nimmt nichts.
engine-robot_takes_beach = Der Roboter legt { $card } auf seinen Strandstapel.
engine-robot_takes_street = Der Roboter legt { $card } auf seinen Promenadenstapel.
engine-robot_footprint = Der Roboter nimmt einen Fußspurmarker (Gourmet).
engine-robot_no_footprint = Für den Roboter ist kein Fußspurmarker mehr im Vorrat.
engine-robot_sand_dollar = Der Roboter nimmt einen Sanddollar (Foodtruck).
engine-reason_food_truck = Foodtruck
engine-reason_foodie = Gourmet
engine-reason_happy_day = schöner Tag
engine-reason_final = letzte Bewegung
engine-log_supply_short = Im Vorrat waren nur noch { $given } von { $count } fälligen Figuren ({ $person }).
engine-illegal_at = Aktion { $number } ({ $kind }) ist nicht erlaubt: { $reason }
engine-describe_tile = Nimm das Startplättchen { $tile }
engine-describe_food_truck = Foodtruck unter Spalte { $column } (Gourmet unter Spalte { $foodie })
engine-describe_deck_empty = Der Stapel ist leer
engine-describe_revealed = Die aufgedeckte Karte ist { $card }
engine-describe_roll = Würfle
engine-describe_die = Der Würfel zeigt { $value }
engine-describe_take = Nimm { $card }, vordere Spalte { $column }
engine-describe_take_reward = Nimm { $card }, vordere Spalte { $column }: { $reward }
engine-describe_reward_food_truck = +1 Sanddollar (Foodtruck)
engine-describe_reward_foodie = 1 Person 1 Feld bewegen (Gourmet)
engine-describe_reward_happy_day = schöner Tag (Gourmet und Foodtruck)
engine-describe_blank = ein leerer Platz
engine-describe_pay = Zahle { $cost } ({ $action }): nimm { $cards }
engine-describe_pass = Passen: keine Karte kann genommen werden
engine-describe_place = Lege { $card } auf { $square }
engine-describe_move = Bewege: { $person } von { $source } nach { $target }
engine-describe_move_via = { $move } über { $path }
engine-describe_move_footprint = { $move } (Fußspur auf { $cards })
engine-describe_happy_day = Schöner Tag: { $option }
engine-describe_happy_dollar_and_move = 1 Sanddollar und 1 Person 1 Feld bewegen
engine-describe_happy_two_dollars = 2 Sanddollars
engine-describe_happy_two_moves = 2 Bewegungen um 1 Feld (2 Personen oder 1 Person zweimal)
engine-describe_swap = Tausche { $first } ({ $first_square }) und { $second } ({ $second_square })
engine-describe_return = Gib: { $person } von { $square } in den Vorrat zurück
engine-describe_done = Fertig: den Rest dieses Schritts auslassen

advice-square = { $row } { $column }
advice-move = { $people } von { $origin } nach { $target }
advice-move_via = { $move } (über { $path })
advice-move_footprint = { $move }, mit einer Fußspur auf { $squares }
advice-plan_already_best = Deine letzte Bewegung war schon die bestmögliche: keine andere Bewegung bringt mehr.
advice-plan_none_found = Keine bessere letzte Bewegung gefunden, aber die Suche hat aufgehört, bevor sie es beweisen konnte.
advice-plan_gain =
    { $count ->
        [one] Mit diesen Bewegungen hättest du { $count } Punkt mehr geholt: { $steps }.
       *[other] Mit diesen Bewegungen hättest du { $count } Punkte mehr geholt: { $steps }.
    }
advice-plan_gain_unproven =
    { $count ->
        [one] Mit diesen Bewegungen hättest du { $count } Punkt mehr geholt: { $steps } (das Beste, was gefunden wurde; nicht als optimal bewiesen).
       *[other] Mit diesen Bewegungen hättest du { $count } Punkte mehr geholt: { $steps } (das Beste, was gefunden wurde; nicht als optimal bewiesen).
    }
advice-source_column = vordere Reihe, Spalte { $column }
advice-source_action = { $action } ({ $cost })
advice-slot = { $row } { $column }
advice-card_at = { $card } auf { $square }
advice-hint_reason = { $where }: { $delta } ({ $changes })
advice-hint_note = { $reason }; { $note }
advice-no_line_changes = keine Zeile des Wertungsblocks ändert sich
advice-and_more = und { $count } weitere
advice-item_card = { $card } { $ability } { $change }
advice-item_objective = { $objective } { $line } { $was } -> { $now }
advice-line-wave = Welle
advice-line-misc = Sonstiges
advice-line-people = Personen
advice-ability-adjacent_tag = Nachbar-Symbol
advice-ability-adjacent_symbol = Nachbar-Zeichen
advice-ability-not_adjacent_symbol = kein Nachbar-Zeichen
advice-ability-adjacent_two_or_more = 2+ Nachbarn
advice-ability-adjacent_all_of = alle als Nachbarn
advice-ability-adjacent_one_or_more = 1+ Nachbarn
advice-ability-chain = Kette
advice-ability-chain_per_tag = Kette je Symbol
advice-ability-unspent_sand_dollars = nicht ausgegebene Sanddollars
advice-ability-tags_in_city = Symbole in der Stadt
advice-ability-ring = Ring
advice-ability-any_number_ring = Ring beliebig vieler
advice-ability-end_of_beach = Strandende
advice-ability-footprint = Fußspur
advice-note_sand_dollars = Sanddollars { $before } -> { $after }
advice-note_food_truck = +1 Sanddollar vom Foodtruck
advice-note_foodie = dazu eine freie Bewegung (Gourmet, nicht durchsucht)
advice-note_happy_day = schöner Tag als 2 Sanddollars gezählt (oder 1 Sanddollar und eine freie Bewegung, oder zwei freie Bewegungen: nicht durchsucht)
advice-note_card_moves = freiwillige Bewegungen von { $cards } nicht durchsucht
advice-note_action_steps = freiwillige Schritte der Aktion ({ $steps }) nicht durchsucht
advice-extra_moves = Bewegungen
advice-extra_swaps = Tausche
advice-extra_returns = Rückgaben

assistant-person_local = Einheimischer
assistant-person_tourist = Tourist
assistant-person_vip = VIP
assistant-title_local = Einheimischer
assistant-title_tourist = Tourist
assistant-title_vip = VIP
assistant-letter_local = E
assistant-letter_tourist = T
assistant-letter_vip = V
assistant-letter_footprint = FS
assistant-grid_legend = { $local } Einheimische, { $tourist } Touristen, { $vip } VIPs, { $footprint } Fußspur; gestrichelte Felder mit Buchstaben: wohin die Karte darf. Die Spalten zählen vom Startplättchen (Start) aus.
assistant-move_legend = Umrandet, mit LOS markiert: wohin Personen jetzt ziehen können. Tippe auf eine Bewegen-Taste, um die Züge einer Person zu sehen.
assistant-go = LOS
assistant-go_letter = LOS { $letter }
assistant-from = VON
assistant-happy_dollar_and_move = 1 Sanddollar + 1 Person 1 Feld bewegen
assistant-happy_two_dollars = 2 Sanddollars
assistant-happy_two_moves = 1 oder 2 Personen 1 Feld bewegen (auch dieselbe zweimal)
assistant-blank = leer
assistant-not_in_catalogue = { $id } (nicht im Katalog)
assistant-no_tile_yet = noch kein Plättchen
assistant-row_beach = Strand
assistant-row_street = Promenade
assistant-square = { $row } { $column }
assistant-square_start = Start ({ $row }-Hälfte)
assistant-square_card = { $square } ({ $card })
assistant-take_tile = { $tile } nehmen
assistant-food_truck_under = Foodtruck unter Spalte { $column } (Gourmet unter { $foodie })
assistant-deck_is_empty = Das Deck ist leer
assistant-it_is = Es ist { $card }
assistant-roll_for_robot = Für den Roboter würfeln
assistant-pay = { $action }, { $cost } zahlen
assistant-slot_short = { $card } ({ $row } { $column })
assistant-row_front = vorn
assistant-row_back = hinten
assistant-pass = Passen (keine Karte kann genommen werden)
assistant-place = { $card } auf { $square } legen
assistant-swap = { $first } und { $second } tauschen
assistant-return = Zurück in den Vorrat: { $person } von { $square }
assistant-done_final = Fertig: letzte Bewegung beenden
assistant-done_moves = Fertig: keine weiteren Bewegungen
assistant-done_here = Fertig: niemand sonst zieht hierher
assistant-done_swaps = Fertig: keine weiteren Tausche
assistant-done_returns = Fertig: niemanden sonst zurückgeben
assistant-done = Fertig
assistant-move_to = Nach { $square }
assistant-via = { $move } über { $path }
assistant-footprint_on = { $move }, Fußspur auf { $cards }
assistant-move_here = Hierher bewegen: { $person } von { $square }
assistant-mover = { $person } auf { $square } ({ $count } dort)
assistant-hint_title =
    { $count ->
        [one] { $sign }{ $count } Punkt (gesamt { $total }) · { $source }
       *[other] { $sign }{ $count } Punkte (gesamt { $total }) · { $source }
    }
assistant-card_to = { $card } auf { $square }
assistant-then = { $first }, dann { $second }
assistant-do_it = Mach es: { $what }
assistant-card_at = { $card } auf { $square }
assistant-hint_rest = „Mach es“ legt { $card } und hält bei ihrem optionalen Schritt an; leg danach { $rest } selbst.
assistant-costs_you_have = { $action } kostet { $cost }, du hast { $have }
assistant-food_truck_token = FOODTRUCK
assistant-foodie_token = GOURMET
assistant-card_place = Reihe { $row }, Spalte { $column }
assistant-display_empty = Die Auslage ist leer.
assistant-supply = Vorrat: { $locals }, { $tourists }, { $vips }, { $footprints }
assistant-count_locals =
    { $count ->
        [one] { $count } Einheimischer
       *[other] { $count } Einheimische
    }
assistant-count_tourists =
    { $count ->
        [one] { $count } Tourist
       *[other] { $count } Touristen
    }
assistant-count_vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
assistant-start_column = Start
assistant-half = { $half }-Hälfte: { $people }
assistant-deck_of = { $source } Deck
assistant-source_virtual = virtuelles
assistant-source_physical = echtes
assistant-caption = { $seats } · { $deck } · Wertung: { $objective } · Aktionen: { $actions }
assistant-over = Das Spiel ist vorbei.
assistant-setup_chooses = Aufbau · { $name } wählt
assistant-left_in_deck =
    { $count ->
        [one] { $count } Karte im Deck
       *[other] { $count } Karten im Deck
    }
assistant-not_seen =
    { $count ->
        [one] { $count } Karte noch nicht gesehen
       *[other] { $count } Karten noch nicht gesehen
    }
assistant-status = Runde { $round } · { $name } ist am Zug · { $deck }
assistant-last_round = { $status } · das Ende ist ausgelöst: letzte Runde
assistant-no_change = (keine sichtbare Änderung)
assistant-log_setup = Aufbau

tag-local =
{ $case ->
        [symbol] Einheimischen-Treff-Symbol
        [symbols] Einheimischen-Treff-Symbole
        [symbols_dative] Einheimischen-Treff-Symbolen
        [chain] Einheimischen-Treff-Kette
       *[other] Einheimischen-Treff
    }
tag-tourist =
{ $case ->
        [symbol] Touristenzielsymbol
        [symbols] Touristenzielsymbole
        [symbols_dative] Touristenzielsymbolen
        [chain] Touristenzielkette
       *[other] Touristenziel
    }
tag-business =
{ $case ->
        [symbol] Geschäftssymbol
        [symbols] Geschäftssymbole
        [symbols_dative] Geschäftssymbolen
        [chain] Geschäftskette
       *[other] Geschäft
    }
tag-sports =
{ $case ->
        [symbol] Sportsymbol
        [symbols] Sportsymbole
        [symbols_dative] Sportsymbolen
        [chain] Sportkette
       *[other] Sport
    }
tag-nature =
{ $case ->
        [symbol] Natursymbol
        [symbols] Natursymbole
        [symbols_dative] Natursymbolen
        [chain] Naturkette
       *[other] Natur
    }
tag-wave =
{ $case ->
        [symbol] Wellensymbol
        [symbols] Wellensymbole
        [symbols_dative] Wellensymbolen
        [chain] Wellenkette
       *[other] Wellen
    }
tag-short_local = Einheimisch
tag-short_tourist = Tourist
tag-short_business = Geschäft
tag-short_sports = Sport
tag-short_nature = Natur
tag-short_wave = Wellen

card-symbol_sand_dollar =
{ $case ->
        [dative] einer Karte, die Sanddollars gibt
       *[other] eine Karte, die Sanddollars gibt
    }
card-symbol_people =
{ $case ->
        [dative] einer Karte, die Personen gibt
       *[other] eine Karte, die Personen gibt
    }
card-symbol_ring =
{ $case ->
        [dative] einer Karte mit einem Aktivitätsring
       *[other] eine Karte mit einem Aktivitätsring
    }
card-symbol_short_sand_dollar = Sanddollar
card-symbol_short_people = Personen
card-symbol_short_ring = Ring
card-shown_sand_dollar = ein Sanddollarzeichen
card-shown_people = ein Personenzeichen
card-shown_ring = einen Aktivitätsring
card-person_local =
    { $case ->
        [accusative] { $count ->
            [one] { $count } Einheimischen
           *[other] { $count } Einheimische
        }
        [dative] { $count ->
            [one] { $count } Einheimischen
           *[other] { $count } Einheimischen
        }
       *[nominative] { $count ->
            [one] { $count } Einheimischer
           *[other] { $count } Einheimische
        }
    }
card-person_tourist =
    { $case ->
        [accusative] { $count ->
            [one] { $count } Touristen
           *[other] { $count } Touristen
        }
        [dative] { $count ->
            [one] { $count } Touristen
           *[other] { $count } Touristen
        }
       *[nominative] { $count ->
            [one] { $count } Tourist
           *[other] { $count } Touristen
        }
    }
card-person_vip =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
card-person_any_short =
    { $count ->
        [one] { $count } beliebig
       *[other] { $count } beliebig
    }
card-person_any_long =
    { $count ->
        [one] { $count } Person beliebiger Art
       *[other] { $count } Personen beliebiger Art
    }
card-person_any_report =
    { $case ->
        [accusative] { $count ->
            [one] { $count } Person beliebiger Art
           *[other] { $count } Personen beliebiger Art
        }
        [dative] { $count ->
            [one] { $count } Person beliebiger Art
           *[other] { $count } Personen beliebiger Art
        }
       *[nominative] { $count ->
            [one] { $count } Person beliebiger Art
           *[other] { $count } Personen beliebiger Art
        }
    }
card-n_sand_dollars =
    { $count ->
        [one] { $count } Sanddollar
       *[other] { $count } Sanddollars
    }
card-n_spaces =
    { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
card-n_people =
    { $count ->
        [one] { $count } Person
       *[other] { $count } Personen
    }
card-n_tags_of =
    { $count ->
        [one] { $count } { CASE($tag, case: "symbol") }
       *[other] { $count } { CASE($tag, case: "symbols") }
    }
card-n_points =
    { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }
card-n_tags =
    { $count ->
        [one] { $count } Symbol
       *[other] { $count } Symbole
    }
card-n_unspent_sand_dollars =
    { $count ->
        [one] { $count } nicht ausgegebener Sanddollar
       *[other] { $count } nicht ausgegebene Sanddollars
    }
card-n_groups_of =
    { $count ->
        [one] { $count } Gruppe zu { $per }
       *[other] { $count } Gruppen zu { $per }
    }
card-n_matches =
    { $count ->
        [one] { $count } Treffer
       *[other] { $count } Treffer
    }
card-list_and = { $first } und { $last }
card-list_or = { $first } oder { $last }
card-list_and_no = { $first } und { $last }
card-wanted_tags = { CASE($tag, case: "symbols") }
card-label_beach = Strand
card-label_street = Promenade
card-label_no_tags = keine Symbole
card-label_wants = sucht { $wants }, { $points } je Treffer
card-label_vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
card-sample_mark = (Beispiel)

placement-gain_sand_dollars-short =
    +{ $amount ->
        [one] { $amount } Sanddollar
       *[other] { $amount } Sanddollars
    }
placement-gain_sand_dollars-long =
    Erhalte { $amount ->
        [one] { $amount } Sanddollar
       *[other] { $amount } Sanddollars
    }
placement-add_people-short = +{ $people }
placement-add_people-long = Setze { CASE($people, case: "accusative") } ein
placement-move_people-short =
    bewege { CASE($people, case: "accusative") } { $distance ->
        [one] { $distance } Feld
       *[other] { $distance } Felder
    }
placement-move_people-long =
    Bewege bis zu { CASE($people, case: "accusative") } jeweils bis zu { $distance ->
        [one] { $distance } Feld
       *[other] { $distance } Felder
    } weit
placement-move_here-short = { $count } hierher
placement-move_here-long =
    Bewege bis zu { $count ->
        [one] { $count } Person
       *[other] { $count } Personen
    } von überall hierher

ability-adjacent_tag-short = neben { $tag } { $points }
ability-adjacent_tag-long = Neben { $tag }: { $points }
ability-adjacent_tag-robot = neben { $tag } gilt als erfüllt: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_symbol-short = neben { CASE($symbol, case: "dative") } { $points }
ability-adjacent_symbol-long = Neben { CASE($symbol, case: "dative") }: { $points }
ability-adjacent_symbol-robot = neben { CASE($symbol, case: "dative") } gilt als erfüllt: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-not_adjacent_symbol-short = nicht neben { CASE($symbol, case: "dative") } { $points }
ability-not_adjacent_symbol-long = Nicht neben { CASE($symbol, case: "dative") }: { $points }
ability-not_adjacent_symbol-robot = nicht neben { CASE($symbol, case: "dative") } gilt als erfüllt: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_two_or_more-short = neben 2+ { $tag } { $points }
ability-adjacent_two_or_more-long = Neben 2+ { $tag }: { $points }
ability-adjacent_two_or_more-robot = 2 oder mehr benachbarte { CASE($tag, case: "symbols") } gelten als erfüllt: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_all_of-short = neben { $tags } { $points }
ability-adjacent_all_of-long = Neben allen von { $tags }: { $points }
ability-adjacent_all_of-robot = Nachbarn mit allen von { $tags } gelten als erfüllt: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_one_or_more-short = neben { $tag } { $one_points }/2+ { $more_points }
ability-adjacent_one_or_more-long = Neben { $tag }: 1 -> { $one_points }, 2+ -> { $more_points }
ability-adjacent_one_or_more-robot = 2 oder mehr benachbarte { CASE($tag, case: "symbols") } gelten als erfüllt: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain-short = Kette { $minimum }+ { $tag } { $points }
ability-chain-long = Kette { $minimum }+ { $tag }: { $points }
ability-chain-robot = { CASE($tag, case: "chain") } aus { $minimum } gilt als erfüllt: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain_per_tag-short = Kette { $minimum }+ { $tag } je { $points_per_tag }
ability-chain_per_tag-long = Kette { $minimum }+ { $tag }: { $points_per_tag } pro Symbol
ability-chain_per_tag-robot = { CASE($tag, case: "chain") } gilt mit ihrem Minimum als erfüllt: { $minimum } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-unspent_sand_dollars-short =
    { $points } pro { $per ->
        [one] Sanddollar
       *[other] { $per } Sanddollars
    }
ability-unspent_sand_dollars-long =
    Nicht ausgegebene Sanddollars: { $points } pro { $per ->
        [one] Sanddollar
       *[other] { $per }
    }
ability-unspent_sand_dollars-robot = Verhältniskarten bringen dem Roboter nichts: 0
ability-tags_in_city-short = { $points } pro { $per } { $tag } in der Stadt
ability-tags_in_city-long = { CASE($tag, case: "symbols") } in der Stadt: { $points } pro { $per }
ability-tags_in_city-robot =
    { $count ->
        [one] { $count } { CASE($tag, case: "symbol") }
       *[other] { $count } { CASE($tag, case: "symbols") }
    } in seinen Stapeln, { $each } pro { $per }: { $groups } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-ring-short = Ring { $people } { $points }
ability-ring-long = Ring: { $people } -> { $points }
ability-ring-robot = Ringe zählen voll: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-ring-report =
    Ring aus { CASE($people, case: "dative") } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
ability-any_number_ring-short = Ring beliebig viele { $points }
ability-any_number_ring-long = Ring: beliebig viele Personen (mindestens 1) -> { $points }
ability-any_number_ring-robot = Ringe zählen voll: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-any_number_ring-report =
    Ring für beliebig viele ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
ability-end_of_beach-short = Strandende
ability-end_of_beach-long = Strandende: bleibt die Strandkarte ganz links
ability-end_of_beach-robot = Strandende bringt nichts: 0
ability-robot_line = Roboter: { $card }: { $reason }
-robot-negative = (negative Punkte zählen als positive)

reason-scores = bringt { $points }
reason-loses = kostet { $points }
reason-adjacent_tag-met = { $card } liegt neben { $tag } auf { $found }: { $points }
reason-adjacent_tag-met_many = { $card } liegt neben { $tag } auf { $found }: { $points } (zählt einmal, Regelklärung 3)
reason-adjacent_tag-missing = { $card } { $scores } neben einem { CASE($tag, case: "symbol") }; keine der Nachbarkarten{ $around } hat eines
reason-adjacent_tag-missing_own = { $card } { $scores } neben einem { CASE($tag, case: "symbol") }; keine der Nachbarkarten{ $around } hat eines (das eigene { CASE($tag, case: "symbol") } zählt nicht, Regelklärung 3)
reason-adjacent_symbol-met = { $card } liegt neben { CASE($symbol, case: "dative") } ({ $found }): { $points }
reason-adjacent_symbol-missing = { $card } { $scores } neben einer Karte, die { $shown } zeigt; keine der Nachbarkarten{ $around } zeigt das
reason-adjacent_symbol-missing_setup = { $card } { $scores } neben einer Karte, die { $shown } zeigt; keine der Nachbarkarten{ $around } zeigt das (der Startbonus des Startplättchens ist keine Platzierungsaktion, Regelklärung 17)
reason-not_adjacent_symbol-met = { $card } liegt nicht neben { CASE($symbol, case: "dative") }: { $points }
reason-not_adjacent_symbol-met_setup = { $card } liegt nicht neben { CASE($symbol, case: "dative") } (der Startbonus des Startplättchens ist keine Platzierungsaktion, Regelklärung 17): { $points }
reason-not_adjacent_symbol-broken = { $card } { $scores } nur, wenn keine Nachbarkarte { $shown } zeigt; { $found } daneben zeigt das
reason-not_adjacent_symbol-broken_many = { $card } { $scores } nur, wenn keine Nachbarkarte { $shown } zeigt; { $found } daneben zeigen das
reason-adjacent_two_or_more-met =
    { $card } hat { $count ->
        [one] { $count } { CASE($tag, case: "symbol") }
       *[other] { $count } { CASE($tag, case: "symbols") }
    } auf den Nachbarkarten { $found } (2 oder mehr): { $points }
reason-adjacent_two_or_more-one = { $card } { $scores } mit 2 oder mehr { CASE($tag, case: "symbols_dative") } auf den Nachbarkarten; sie haben nur 1, auf { $found }
reason-adjacent_two_or_more-one_own = { $card } { $scores } mit 2 oder mehr { CASE($tag, case: "symbols_dative") } auf den Nachbarkarten; sie haben nur 1, auf { $found } (das eigene { CASE($tag, case: "symbol") } zählt nicht, Regelklärung 3)
reason-adjacent_two_or_more-none = { $card } { $scores } mit 2 oder mehr { CASE($tag, case: "symbols_dative") } auf den Nachbarkarten; sie{ $around } haben keines
reason-adjacent_two_or_more-none_own = { $card } { $scores } mit 2 oder mehr { CASE($tag, case: "symbols_dative") } auf den Nachbarkarten; sie{ $around } haben keines (das eigene { CASE($tag, case: "symbol") } zählt nicht, Regelklärung 3)
reason-adjacent_all_of-met = Die Nachbarkarten von { $card } zeigen zusammen { $tags }: { $points }
reason-adjacent_all_of-missing = { $card } { $scores }, wenn die Nachbarkarten zusammen { $tags } zeigen; ihnen{ $around } fehlt { $missing }
reason-adjacent_one_or_more-more = { $card } hat { $count } { CASE($tag, case: "symbols") } auf den Nachbarkarten ({ $found }), 2 oder mehr: { $points }
reason-adjacent_one_or_more-one = { $card } hat genau 1 { CASE($tag, case: "symbol") } auf den Nachbarkarten ({ $found }): { $points }
reason-adjacent_one_or_more-none = { $card } bringt { $one_points } neben 1 { CASE($tag, case: "symbol") } und { $more_points } neben 2 oder mehr; keine der Nachbarkarten{ $around } hat eines
reason-adjacent_one_or_more-none_own = { $card } bringt { $one_points } neben 1 { CASE($tag, case: "symbol") } und { $more_points } neben 2 oder mehr; keine der Nachbarkarten{ $around } hat eines (das eigene { CASE($tag, case: "symbol") } zählt nicht, Regelklärung 3)
reason-chain-no_tag = { $card } bringt { $wanted } in einer { CASE($tag, case: "chain") } aus { $minimum } oder mehr Symbolen; die Karte hat selbst kein { CASE($tag, case: "symbol") }, ist also in keiner { CASE($tag, case: "chain") }
reason-chain-short =
    { $card } bringt { $wanted } in einer { CASE($tag, case: "chain") } aus { $minimum } oder mehr Symbolen; die Kette hat nur { $size ->
        [one] { $size } Symbol
       *[other] { $size } Symbole
    } (über { $members })
reason-chain-met = { CASE($tag, case: "chain") } aus { $size } über { $members } >= { $minimum }: { $points }
reason-chain_per_tag-no_tag = { $card } bringt { $wanted } pro Symbol in einer { CASE($tag, case: "chain") } aus { $minimum } oder mehr Symbolen; die Karte hat selbst kein { CASE($tag, case: "symbol") }, ist also in keiner { CASE($tag, case: "chain") }
reason-chain_per_tag-short =
    { $card } bringt { $wanted } pro Symbol in einer { CASE($tag, case: "chain") } aus { $minimum } oder mehr Symbolen; die Kette hat nur { $size ->
        [one] { $size } Symbol
       *[other] { $size } Symbole
    } (über { $members })
reason-chain_per_tag-met = { CASE($tag, case: "chain") } aus { $size } über { $members } >= { $minimum }: { $size } x { $each }
reason-unspent_sand_dollars-few =
    { $card } bringt { $each } pro { $per ->
        [one] nicht ausgegebenen Sanddollar
       *[other] { $per } nicht ausgegebene Sanddollars
    }; { $left ->
        [0] übrig ist kein Sanddollar
        [one] übrig ist nur { $left } Sanddollar
       *[other] übrig sind nur { $left } Sanddollars
    }
reason-unspent_sand_dollars-few_again =
    { $card } bringt { $each } pro { $per ->
        [one] nicht ausgegebenen Sanddollar
       *[other] { $per } nicht ausgegebene Sanddollars
    }; { $left ->
        [0] übrig ist kein Sanddollar
        [one] übrig ist nur { $left } Sanddollar
       *[other] übrig sind nur { $left } Sanddollars
    } (jede Verhältniskarte zählt dieselben Sanddollars, Regelklärung 9)
reason-unspent_sand_dollars-groups =
    { $card }: { $left ->
        [one] { $left } nicht ausgegebener Sanddollar ergibt
       *[other] { $left } nicht ausgegebene Sanddollars ergeben
    } { $groups ->
        [one] { $groups } Gruppe zu { $per }
       *[other] { $groups } Gruppen zu { $per }
    }, je { $each ->
        [one] { $each } Punkt
       *[other] { $each } Punkte
    }
reason-unspent_sand_dollars-groups_again =
    { $card }: { $left ->
        [one] { $left } nicht ausgegebener Sanddollar ergibt
       *[other] { $left } nicht ausgegebene Sanddollars ergeben
    } { $groups ->
        [one] { $groups } Gruppe zu { $per }
       *[other] { $groups } Gruppen zu { $per }
    }, je { $each ->
        [one] { $each } Punkt
       *[other] { $each } Punkte
    } (jede Verhältniskarte zählt dieselben Sanddollars, Regelklärung 9)
reason-tags_in_city-few =
    { $card } bringt { $each } pro { $per ->
        [one] { CASE($tag, case: "symbol") }
       *[other] { $per } { CASE($tag, case: "symbols") }
    } in der Stadt; die Stadt hat nur { $total }
reason-tags_in_city-few_tile =
    { $card } bringt { $each } pro { $per ->
        [one] { CASE($tag, case: "symbol") }
       *[other] { $per } { CASE($tag, case: "symbols") }
    } in der Stadt; die Stadt hat nur { $total } ({ $tile } auf dem Startplättchen)
reason-tags_in_city-groups =
    { $card }: { $total ->
        [one] { $total } { CASE($tag, case: "symbol") } in der Stadt ergibt
       *[other] { $total } { CASE($tag, case: "symbols") } in der Stadt ergeben
    } { $groups ->
        [one] { $groups } Gruppe zu { $per }
       *[other] { $groups } Gruppen zu { $per }
    }, je { $each ->
        [one] { $each } Punkt
       *[other] { $each } Punkte
    }
reason-tags_in_city-groups_tile =
    { $card }: { $total ->
        [one] { $total } { CASE($tag, case: "symbol") } in der Stadt ({ $tile } auf dem Startplättchen) ergibt
       *[other] { $total } { CASE($tag, case: "symbols") } in der Stadt ({ $tile } auf dem Startplättchen) ergeben
    } { $groups ->
        [one] { $groups } Gruppe zu { $per }
       *[other] { $groups } Gruppen zu { $per }
    }, je { $each ->
        [one] { $each } Punkt
       *[other] { $each } Punkte
    }
reason-end_of_beach-rule = { $card }: Strandende ist eine Platzierungsregel (die Strandkarte ganz links, wird nie getauscht) und bringt nichts
reason-footprint-matches =
    Fußspur auf { $card }: { $count ->
        [one] { $count } Treffer
       *[other] { $count } Treffer
    } ({ $matches }), je { $each ->
        [one] { $each } Punkt
       *[other] { $each } Punkte
    }
reason-footprint-none = Fußspur auf { $card }: Das Startplättchen sucht { $wants }; { $card } hat nichts davon

why-own_card = sie

reason-own-adjacent_all_of-met = ihre Nachbarkarten tragen alle von { $tags }: { $points }
reason-own-footprint-matches =
    Fußspur: { $count ->
        [one] { $count } Treffer
       *[other] { $count } Treffer
    } ({ $matches }), je { $each ->
        [one] { $each } Punkt
       *[other] { $each } Punkte
    }
reason-own-footprint-none = Fußspur: das Startplättchen will { $wants }; sie hat nichts davon

why-ring_filled = { $ring } auf { $card } gefüllt mit { CASE($people, case: "dative") }: { $points }
why-ring_filled_half = { $ring } auf { $card } (Hälfte { $row }) gefüllt mit { CASE($people, case: "dative") }: { $points }
why-ring_own_filled = { $ring } gefüllt mit { CASE($people, case: "dative") }: { $points }
why-ring_own_filled_half = { $ring } (Hälfte { $row }) gefüllt mit { CASE($people, case: "dative") }: { $points }
why-ring_half_label = Hälfte { $row }: { $label }
why-robot_towel = Roboter: { $reason }
why-robot_sand_dollars = 1 pro Sanddollar: { $taken }
why-robot_sand_dollars_hard = 1 pro Sanddollar: { $taken } + { $extra } im schweren Modus
why-robot_footprints = 1 pro Fußspur: { $taken }
why-robot_footprints_hard = 1 pro Fußspur: { $taken } + { $extra } im schweren Modus
why-robot_n_wave_tags =
    { $count ->
        [one] { $count } Wellensymbol
       *[other] { $count } Wellensymbole
    }
why-robot_n_tag_types =
    { $count ->
        [one] { $count } Symbolart außer Wellen
       *[other] { $count } Symbolarten außer Wellen
    }
why-robot_blue_waves = Handtuch Blau: { $waves }: 2 x { $count }
why-robot_blue_misc = Handtuch Blau: häufigstes Symbol außer Wellen ist { $tag } ({ $count }): 2 x { $count }
why-robot_blue_misc_none = Handtuch Blau: kein Symbol außer Wellen: 2 x { $count }
why-robot_green_waves = Handtuch Grün: ({ $waves } - 1) x 3
why-robot_green_waves_none = Handtuch Grün: ({ $waves } - 1) x 3 (Solo-Regel wörtlich: negativ ohne Wellensymbole)
why-robot_green_misc = Handtuch Grün: { $types } mit 3 oder mehr Symbolen ({ $tags }): 3 x { $count }
why-robot_green_misc_none = Handtuch Grün: { $types } mit 3 oder mehr Symbolen (keine): 3 x { $count }
why-robot_green_people = Handtuch Grün: der Roboter bekommt -2
why-robot_orange_waves = Handtuch Orange: alle { $waves } Wellensymbole als eine Gruppe auf 1/3/6/10 (5+ -> 10): { $points }
why-robot_orange_misc = Handtuch Orange: { $beach } Strand- und { $street } Promenadenkarten, die kleinere Zahl: { $points }
why-robot_orange_people = Handtuch Orange: { $rings } - 1

card-line_beach = Strandkarte; Symbole: { $tags }
card-line_street = Promenadenkarte; Symbole: { $tags }
card-line_placed = Beim Platzieren: { $action }
card-line_sample_card = BEISPIELKARTE: für Vorführungen erfunden, keine gedruckte Karte
card-line_sample_tile = BEISPIEL-Startplättchen: für Vorführungen erfunden, kein gedrucktes Plättchen
card-half_sand_dollar = Sanddollarzeichen
card-half_people = Personenzeichen
card-half_beach = Strandhälfte: { $parts }
card-half_street = Promenadenhälfte: { $parts }
card-half_nothing = nichts aufgedruckt
card-line_footprints = Fußspuren: { $points } pro { $wants } auf der Karte
card-line_setup = Aufbau: { $parts }
card-line_setup_nothing = Aufbau: nichts
card-n_cards =
    { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
card-n_starting_tiles =
    { $count ->
        [one] { $count } Startplättchen
       *[other] { $count } Startplättchen
    }
card-n_unplaced_people =
    { $count ->
        [one] { $count } nicht platzierte Person
       *[other] { $count } nicht platzierte Personen
    }
card-n_rings =
    { $count ->
        [one] { $count } Ring
       *[other] { $count } Ringe
    }
card-rule_ring_empty = ein Ring braucht mindestens eine abgebildete Person (Einheimische, Touristen, VIPs oder beliebige)
card-rule_ring_too_big = ein Ring zeigt höchstens { $limit } Personen, dieser { $size } (Einheimische { $locals }, Touristen { $tourists }, VIPs { $vips }, beliebige { $any }): gib die Personen ein, die der Ring zeigt
card-rule_too_many_rings = { $where } zeigt höchstens { $limit } Aktivitätsringe, hier sind es { $count }: entferne { $extra }
card-rule_where_card = eine Karte
card-rule_where_half = eine Startplättchen-Hälfte

explain-line-cards = Merkmalskarten
explain-line-rings = Aktivitätsringe
explain-line-footprints = Fußspuren
explain-line-wave = Wertung: Wellen
explain-line-misc = Wertung: Sonstiges
explain-line-people = Wertung: Personen
explain-total = Summe
explain-objective_blue = Blau
explain-objective_green = Grün
explain-objective_orange = Orange
explain-row_beach = Strand
explain-row_street = Promenade
explain-starting_tile = Startplättchen
explain-called_tile = Startplättchen { $tile }
explain-position = { $row }, Spalte { $column }
explain-with_ruling = { $reason } (Regelklärung { $number })
explain-decided_points = nach Punkten
explain-decided_sand_dollars = punktgleich, entschieden durch übrige Sanddollars (Regelklärung 12)
explain-decided_sand_dollars_left = punktgleich, entschieden durch übrige Sanddollars ({ $left } übrig) (Regelklärung 12)
explain-decided_chain = Gleichstand bei Punkten und Sanddollars, entschieden durch die längste Kette (Regelklärung 12)
explain-decided_chain_tags = Gleichstand bei Punkten und Sanddollars, entschieden durch die längste Kette ({ $tags } Symbole) (Regelklärung 12)
explain-decided_shared = Gleichstand bei Punkten, Sanddollars und längster Kette: Der Platz wird geteilt (Regelklärung 12)
explain-points_word =
    { $count ->
        [one] Punkt
       *[other] Punkte
    }
explain-points =
    { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }
explain-sand_dollars =
    { $count ->
        [one] { $count } Sanddollar
       *[other] { $count } Sanddollars
    }
explain-tags =
    { $count ->
        [one] { $count } Symbol
       *[other] { $count } Symbole
    }
explain-unplaced_people =
    { $count ->
        [one] { $count } nicht platzierte Person
       *[other] { $count } nicht platzierte Personen
    }
explain-people =
    { $count ->
        [one] { $count } Person
       *[other] { $count } Personen
    }
explain-locals =
    { $case ->
        [accusative] { $count ->
            [one] { $count } Einheimischen
           *[other] { $count } Einheimische
        }
        [dative] { $count ->
            [one] { $count } Einheimischen
           *[other] { $count } Einheimischen
        }
       *[nominative] { $count ->
            [one] { $count } Einheimischer
           *[other] { $count } Einheimische
        }
    }
explain-tourists =
    { $case ->
        [accusative] { $count ->
            [one] { $count } Touristen
           *[other] { $count } Touristen
        }
        [dative] { $count ->
            [one] { $count } Touristen
           *[other] { $count } Touristen
        }
       *[nominative] { $count ->
            [one] { $count } Tourist
           *[other] { $count } Touristen
        }
    }
explain-vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
explain-nobody = niemand
explain-holds_nobody = niemanden
explain-group_on_half = { $people } auf { $card }, Hälfte { $row }
explain-group_at = { $people } auf { $card } ({ $where })
explain-robot_unplaced = der Roboter zählt als { $unplaced } (Solo-Regeln, Regelklärung 7)
explain-not_located = { $people }, deren Feld dieser Bericht nicht festhält
explain-header = Santa-Monica-Wertungsblock - Wertungsplättchen: { $objective }
explain-ranking = Rangfolge
explain-winner =
    { $count ->
        [one] Es gewinnt { $names }
       *[other] Es gewinnen { $names } (geteilter Sieg)
    }
explain-notes = Hinweise
explain-rulings_used = Verwendete Regelklärungen
explain-robot_mark = { $name } (Roboter)
explain-player_head =
    { $name }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } (Sitzplatz { $seat }, { $sand_dollars ->
        [one] { $sand_dollars } Sanddollar
       *[other] { $sand_dollars } Sanddollars
    } übrig, längste Kette { $chain ->
        [one] { $chain } Symbol
       *[other] { $chain } Symbole
    }, { $unplaced ->
        [one] { $unplaced } nicht platzierte Person
       *[other] { $unplaced } nicht platzierte Personen
    })
explain-nothing_scored = keine Punkte
explain-ring_assignment = Verteilung auf die Ringe (Regelklärung 5):
explain-unplaced_line = Nicht platzierte Personen (Regelklärung 5): { $who }
explain-unplaced_line_robot = Nicht platzierte Personen: { $who }
explain-ring_number = { $card } Ring { $number }
explain-ring_filled = gefüllt, { $points }
explain-ring_not_filled = nicht gefüllt, 0
explain-ring = { $where }, { $card }: { $label }: enthält { CASE($people, case: "accusative") }: { $state }

ruling-text = Regelklärung { $number }: { $meaning }
ruling-meaning-1 = Karten berühren sich nur über eine gemeinsame Seite (links, rechts, oben, unten); diagonal berühren sie sich nie
ruling-meaning-2 = Ketten und Gruppen zählen Symbole, nicht Karten: Eine Karte mit zwei Symbolen einer Art zählt 2
ruling-meaning-3 = die eigenen Symbole einer Karte zählen nie für ihre eigene Nachbarschaft, und eine Nachbarschaft punktet einmal, egal wie viele Nachbarn passen
ruling-meaning-4 = das Startplättchen zählt als Nachbar und Kettenglied nur mit den Symbolen, die darauf gedruckt sind
ruling-meaning-5 = Personen kommen automatisch auf die bestmögliche erlaubte Weise in die Aktivitätsringe; ein Ring punktet nur, wenn er genau mit den abgebildeten Personen gefüllt ist, und wer außerhalb eines Rings steht, ist nicht platziert
ruling-meaning-6 = auf dem Plättchen Orange bringt eine Wellen-Gruppe aus 1, 2, 3 oder 4 Symbolen 1, 3, 6 oder 10 (5 oder mehr bringen 10); das gedruckte „1 Welle bringt 2“ ist ein Druckfehler
ruling-meaning-7 = auf dem Plättchen Blau zählen für „die meisten“ und „die zweitmeisten“ nur Spieler mit nicht platzierten Personen; alle, die sich die meisten teilen, bekommen -4, und dann bekommt niemand -2 (der Solo-Roboter zählt als 2 nicht platzierte)
ruling-meaning-8 = die Zeile Sonstiges zählt Gruppen einer Symbolart außer Wellen: Grün gibt 3 einmal für jede Gruppe aus 3 oder mehr Symbolen, egal wie groß; Blau gibt 2 je Symbol der einen größten Gruppe, egal wie groß
ruling-meaning-9 = jede Karte, die nicht ausgegebene Sanddollars wertet, zählt für sich dieselben übrigen Sanddollars
ruling-meaning-10 = eine Fußspur bringt die Punkte des Startplättchens für jedes gesuchte Symbol oder Zeichen auf ihrer Karte (zwei Einheimischen-Treff-Symbole zählen doppelt), und eine Karte trägt höchstens eine Fußspur
ruling-meaning-11 = das Spiel endet, wenn jemand 14 Merkmalskarten hat: die Runde zu Ende spielen, die letzte Bewegung machen, dann werten
ruling-meaning-12 = ein Gleichstand wird durch übrige Sanddollars entschieden, dann durch die längste Kette einer Symbolart; danach wird der Platz geteilt
ruling-meaning-13 = ein Spiel darf zwei beliebige der acht Sanddollar-Aktionen verwenden
ruling-meaning-14 = die Strandkarte am Strandende bleibt die Strandkarte ganz links (links davon kommt nichts, sie wird nie getauscht) und bringt selbst nichts
ruling-meaning-15 = die Ringe des Solo-Roboters zählen vollen Wert, seine Kartenbedingungen gelten als erfüllt, Minuspunkte zählen als Pluspunkte, und er bekommt 1 je Sanddollar und je Fußspur statt Verhältniskarten
ruling-meaning-16 = „bewege bis zu 3 hierher“ holt Personen von überall in der Stadt; ein so bewegter VIP hinterlässt nur auf dieser Karte eine Fußspur
ruling-meaning-17 = der Startbonus eines Startplättchens ist keine Platzierungsaktion, also zählt das Plättchen nie als Karte, die Personen oder Sanddollars gibt, außer es zeigt das Zeichen
ruling-meaning-18 = auf dem Plättchen Grün ist das Startplättchen eine Karte: Personen auf beiden Hälften kosten nur einmal -1
ruling-meaning-19 = Gourmet und Foodtruck belohnen nur eine Karte, die normal aus der vorderen Reihe genommen wurde; der Gourmet bewegt eine Person um ein Feld
ruling-meaning-20 = beim Zurücklegen von Personen in den Vorrat dürfen auch VIPs gehen, also kann eine Stadt mit weniger VIPs enden, als ihr Startplättchen gab
ruling-meaning-21 = eine Bewegung darf dasselbe Feld mehrmals betreten, also kann ein VIP auf eine Karte und zurück gehen, um eine Fußspur zu hinterlassen; eine Person bewegt sich trotzdem nur einmal je Bewegungsaktion
ruling-meaning-22 = werden zwei Karten in einem Zug gelegt, werden die Platzierungsaktionen der ersten Karte ausgeführt, bevor die zweite gelegt wird

scorepad-cannot_score =
    { $count ->
        [one] Dieser Tisch lässt sich noch nicht werten: { $count } Problem. Behebe es auf der Seite Stadt.
       *[other] Dieser Tisch lässt sich noch nicht werten: { $count } Probleme. Behebe sie auf der Seite Stadt.
    }
scorepad-fix_cities = Städte korrigieren
scorepad-unknown_card = { $error }.
scorepad-scorer_failed = Dieser Tisch ließ sich nicht werten: { $error }. Exportiere unten die Spieldatei (JSON) und melde den Fehler.
scorepad-game_json = Spieldatei (JSON)
scorepad-sample_cards = Dieser Tisch verwendet BEISPIEL-Karten (für Vorführungen und Tests erfunden), nicht die gedruckten Karten.
scorepad-blue_heading = Blau: Personen-Zeile für den ganzen Tisch
scorepad-blue_rule = die meisten nicht platzierten Personen -4, die zweitmeisten -2; Regelklärung 7
scorepad-why = Warum
scorepad-winner =
    { $count ->
        [one] { $name } gewinnt mit { $count } Punkt
       *[other] { $name } gewinnt mit { $count } Punkten
    }
scorepad-shared_win =
    { $count ->
        [one] Geteilter Sieg: { $names } mit { $count } Punkt
       *[other] Geteilter Sieg: { $names } mit { $count } Punkten
    }
scorepad-names_and = { $first } & { $second }
scorepad-column_line = Zeile
scorepad-column_player = Spieler
scorepad-column_unplaced = Nicht platzierte Personen
scorepad-column_points = Punkte
scorepad-nothing_on_line = Nichts in dieser Zeile.
scorepad-rings_auto = Ringe automatisch auf die bestmögliche erlaubte Weise gefüllt (Regelklärung 5): { $rings }
scorepad-ring_filled = { $card }: { $label } gefüllt
scorepad-ring_not_filled = { $card }: { $label } nicht gefüllt
scorepad-unplaced = Nicht platziert (Regelklärung 5): { $who }
scorepad-by_card =
    { $count ->
        [one] Nach Karte ({ $count } Karte gewertet oder erklärt)
       *[other] Nach Karte ({ $count } Karten gewertet oder erklärt)
    }
scorepad-why_caption =
    { $sand_dollars ->
        [one] { $sand_dollars } Sanddollar
       *[other] { $sand_dollars } Sanddollars
    } übrig · längste Kette { $chain ->
        [one] { $chain } Symbol
       *[other] { $chain } Symbole
    }{ $tagged ->
        [yes] {" "}({ $tag })
       *[no] {""}
    } · { $unplaced ->
        [one] { $unplaced } nicht platzierte Person
       *[other] { $unplaced } nicht platzierte Personen
    }
scorepad-rulings_used = Verwendete Regelklärungen ({ $count })
scorepad-movement_heading = Beste letzte Bewegung
scorepad-movement_of = Beste letzte Bewegung: { $name }
scorepad-movement_check = Meine letzte Bewegung prüfen
scorepad-movement_trying = Alle möglichen letzten Bewegungen werden ausprobiert…
scorepad-movement_help = Hätte eine andere letzte Bewegung (jeder Einheimische bis zu 3 Felder, jeder Tourist und VIP 1) mehr gebracht? Eine genaue Suche, ein Spieler nach dem anderen, auf Wunsch. Sie bewegt die Personen von dort, wo sie eingegeben stehen: um eine echte letzte Bewegung zu prüfen, gib die Stadt so ein, wie sie kurz davor stand.
scorepad-as_entered = { $points } wie eingegeben.
scorepad-movement_points = { $before } → { $after }
scorepad-already_best = Keine letzte Bewegung von diesen Positionen aus bringt mehr: bewiesen (jede Bewegung wurde ausprobiert).
scorepad-not_proven = Nicht bewiesen: Die Suche hat an ihrer Grenze aufgehört.
scorepad-movement_note = { $proof } Hinweis: { $note }.
scorepad-could_score =
    { $count ->
        [one] Mit diesen Bewegungen hättest du { $count } Punkt mehr geholt:
       *[other] Mit diesen Bewegungen hättest du { $count } Punkte mehr geholt:
    }
scorepad-proven_best = Nachweislich die beste: Keine andere letzte Bewegung bringt mehr.
scorepad-best_found_note = Die beste gefundene, aber nicht nachweislich die beste: { $note }.
scorepad-best_found = Die beste gefundene, aber nicht nachweislich die beste (die Suche hat an ihrer Grenze aufgehört).
scorepad-movement_failed = Die beste letzte Bewegung ließ sich nicht prüfen: { $error }.
scorepad-seat = Sitzplatz { $seat }
scorepad-move = { $who }: { $origin } → { $target }
scorepad-move_via = { $move } über { $squares }
scorepad-move_footprint = { $move }, mit einer Fußspur auf { $squares }
scorepad-square_half = { $name }, Hälfte { $row }
scorepad-square_card = { $name } ({ $row } { $column })
scorepad-square = { $row } { $column }
scorepad-chart_heading = Punkte je Zeile
scorepad-chart_failed = Das Diagramm lässt sich nicht zeichnen: { $error }
scorepad-chart_line = Zeile
scorepad-chart_player = Spieler
scorepad-chart_points = Punkte
scorepad-pictures_heading = Stadtbilder
scorepad-city_of = Stadt von
scorepad-picture_failed = Das Bild lässt sich nicht zeichnen: { $error }
scorepad-download_city = Stadt von { $name } herunterladen (PNG)
scorepad-share_heading = Teilen
scorepad-share_failed = Das Bild des Wertungsblocks lässt sich nicht zeichnen: { $error }
scorepad-share_caption = Der fertige Wertungsblock: jeder Spieler, jede Zeile, der Sieger
scorepad-share_download = Bild des Wertungsblocks herunterladen (PNG)
scorepad-bgstats_failed = Der BG-Stats-Link lässt sich nicht erstellen: { $error }.
scorepad-bgstats_button = An BG Stats senden
scorepad-bgstats_help = Öffnet BG Stats mit dieser Partie, bereit zum Import
scorepad-bgstats_caption = Öffnet BG Stats (die App auf diesem Gerät oder die Webseite) mit ausgefüllter Partie: Spieler, Punkte, Sieger, Startspieler. Gespeichert wird erst, wenn du es dort bestätigst.
scorepad-bgstats_date_note = Das Datum des Spiels „{ $given }“ kann BG Stats nicht lesen (JJJJ-MM-TT), also nennt der Link heute, { $today }: Ändere es bei Bedarf im Import-Dialog von BG Stats.
scorepad-export_heading = Exportieren
scorepad-csv_scorepad = Wertungsblock als CSV
scorepad-csv_breakdown = Aufschlüsselung je Karte als CSV
scorepad-finish_heading = Beenden
scorepad-finish_stale = Nicht beendet: Der Tisch wurde auf einem anderen Handy geändert, nachdem dieser Wertungsblock gewertet wurde. Der Wertungsblock oben zeigt jetzt die neuen Punkte: Prüfe sie und tippe noch einmal auf Beenden.
scorepad-finish_failed = Das Spiel ließ sich nicht als beendet markieren: { $error }
scorepad-finished_saved = Beendet und im Verlauf gespeichert ({ $winner } hat gewonnen).
scorepad-finish_again = Noch einmal beenden
scorepad-finish_game = Spiel beenden
scorepad-finish_waits = Beenden ist möglich, sobald die Stadt jedes Spielers eingegeben ist.
scorepad-see_history = Im Verlauf ansehen
scorepad-png_winner =
    { $count ->
        [one] Es gewinnt { $names }
       *[other] Es gewinnen { $names } (geteilter Sieg)
    }
scorepad-png_no_winner = Kein Sieg festgehalten
scorepad-png_shared = Gleichstand bei Punkten, Sanddollars und längster Kette: Der Sieg wird geteilt.
scorepad-png_place_by_sand_dollars = { $name }: Platz { $place } durch Sanddollars entschieden.
scorepad-png_place_by_chain = { $name }: Platz { $place } durch die längste Kette entschieden.
scorepad-png_objective = Wertungsplättchen: { $objective }
scorepad-png_total = Summe
scorepad-png_place = Platz
scorepad-png_ordinal = { $place }.
scorepad-no_better_found = Keine bessere letzte Bewegung gefunden, aber die Suche hat aufgehört, bevor sie es beweisen konnte.

explain-note_robot = Solo: Der Roboter wertet nach den Solo-Regeln (Regelklärung 15); bei Gleichstand zählt als seine längste Kette die Anzahl seines häufigsten Symbols.
explain-note_blue_unsettled = Blau: Die Wahl, wer Personen außerhalb der Ringe lässt, hat sich in 10 Runden nicht eingependelt; die Wahl der letzten Runde gilt.

objective-blue-name = Blau (empfohlen für das erste Spiel)
objective-blue-wave_line = 2 pro Wellensymbol in deiner längsten Wellengruppe
objective-blue-misc_line = 2 pro Symbol in deiner größten Kette einer Symbolart (außer Wellen)
objective-blue-people_line = Spieler mit den meisten nicht platzierten Personen -4, mit den zweitmeisten -2
objective-green-name = Grün
objective-green-wave_line = 3 für jede einzelne Wellengruppe
objective-green-misc_line = 3 für jede deiner Ketten aus 3+ Symbolen einer Art (außer Wellen)
objective-green-people_line = -1 pro Karte mit nicht platzierten Personen
objective-orange-name = Orange
objective-orange-wave_line = Jede Wellengruppe zählt nach ihrer Größe: 1 / 3 / 6 / 10
objective-orange-misc_line = 1 pro vollständiger Spalte (Strandkarte direkt über einer Promenadenkarte, Startplättchen eingeschlossen) in deiner längsten ununterbrochenen Folge solcher Spalten
objective-orange-people_line = +1 pro gefülltem Ring, -1 pro 2 nicht platzierte Personen (abgerundet)

reason_objective-blue_wave_none = Blau zählt 2 pro Wellensymbol der längsten Wellengruppe; die Stadt hat kein Wellensymbol
reason_objective-blue_wave =
    { $count ->
        [one] Blau: die längste Wellengruppe hat { $count } Wellensymbol über { $cards }: 2 x { $count }
       *[other] Blau: die längste Wellengruppe hat { $count } Wellensymbole über { $cards }: 2 x { $count }
    }
reason_objective-blue_wave_tie =
    { $count ->
        [one] Blau: die längste Wellengruppe hat { $count } Wellensymbol über { $cards } (die größte von gleich großen Gruppen): 2 x { $count }
       *[other] Blau: die längste Wellengruppe hat { $count } Wellensymbole über { $cards } (die größte von gleich großen Gruppen): 2 x { $count }
    }
reason_objective-green_wave_none = Grün: { $count } getrennte Wellengruppen: 3 x { $count }
reason_objective-green_wave =
    { $count ->
        [one] Grün: { $count } getrennte Wellengruppe ({ $groups }): 3 x { $count }
       *[other] Grün: { $count } getrennte Wellengruppen ({ $groups }): 3 x { $count }
    }
reason_objective-orange_wave_none = Orange zählt jede Wellengruppe nach ihrer Größe 1/3/6/10; die Stadt hat kein Wellensymbol
reason_objective-orange_wave = Orange: Wellengruppen gezählt mit 1/3/6/10: { $groups }: { $sums }
reason_objective-orange_wave_group = { $size } über { $cards } -> { $points }
reason_objective-orange_wave_group_one = { $size } über { $cards } -> { $points }, die 1 des Plättchens (das „1 Welle zählt 2“ der Erläuterung ist ein Druckfehler, Regelklärung 6)
reason_objective-orange_wave_group_five = { $size } über { $cards } -> { $points }, 5 oder mehr zählen 10 (Regelklärung 6)
reason_objective-blue_misc_none = Blau zählt 2 pro Symbol der größten Gruppe einer Symbolart außer Wellen; die Stadt hat kein solches Symbol
reason_objective-blue_misc =
    { $count ->
        [one] Blau: die größte Gruppe außer Wellen ist { $tag }, { $count } Symbol über { $cards }: 2 x { $count }
       *[other] Blau: die größte Gruppe außer Wellen ist { $tag }, { $count } Symbole über { $cards }: 2 x { $count }
    }
reason_objective-blue_misc_tie =
    { $count ->
        [one] Blau: die größte Gruppe außer Wellen ist { $tag }, { $count } Symbol über { $cards } (gleich groß wie eine Gruppe { $ties } mit { $count }; nur eine zählt): 2 x { $count }
       *[other] Blau: die größte Gruppe außer Wellen ist { $tag }, { $count } Symbole über { $cards } (gleich groß wie eine Gruppe { $ties } mit { $count }; nur eine zählt): 2 x { $count }
    }
reason_objective-green_misc_none = Grün: { $count } Gruppen aus 3+ Symbolen (außer Wellen), jede einmal, egal wie groß: 3 x { $count }
reason_objective-green_misc =
    { $count ->
        [one] Grün: { $count } Gruppe aus 3+ Symbolen (außer Wellen), jede einmal, egal wie groß: { $groups }: 3 x { $count }
       *[other] Grün: { $count } Gruppen aus 3+ Symbolen (außer Wellen), jede einmal, egal wie groß: { $groups }: 3 x { $count }
    }
reason_objective-green_misc_group = { $tag } { $size } ({ $cards })
reason_objective-orange_misc = Orange: die längste ununterbrochene Folge von Spalten mit Strand über Promenade ist { $length } (Spalten { $columns }: { $cards }): 1 x { $length }
reason_objective-orange_misc_pair = { $beach } über { $street }
reason_objective-green_people_none = Grün kostet -1 pro Karte mit nicht platzierten Personen; jede Person ist in einem Ring
reason_objective-green_people =
    { $count ->
        [one] Grün: { $count } Karte mit nicht platzierten Personen ({ $cards }): -1 x { $count }
       *[other] Grün: { $count } Karten mit nicht platzierten Personen ({ $cards }): -1 x { $count }
    }
reason_objective-green_people_start =
    { $count ->
        [one] Grün: { $count } Karte mit nicht platzierten Personen ({ $cards }) (die zwei Hälften des Startplättchens zählen als eine Karte): -1 x { $count }
       *[other] Grün: { $count } Karten mit nicht platzierten Personen ({ $cards }) (die zwei Hälften des Startplättchens zählen als eine Karte): -1 x { $count }
    }
reason_objective-filled_rings =
    { $count ->
        [one] { $count } gefüllter Ring
       *[other] { $count } gefüllte Ringe
    }
reason_objective-unplaced_people =
    { $count ->
        [one] { $count } nicht platzierte Person
       *[other] { $count } nicht platzierte Personen
    }
reason_objective-orange_people =
    Orange: { $filled ->
        [one] { $filled } gefüllter Ring
       *[other] { $filled } gefüllte Ringe
    } (je +1), { $unplaced ->
        [one] { $unplaced } nicht platzierte Person
       *[other] { $unplaced } nicht platzierte Personen
    } (-1 je 2, abgerundet): { $filled } - { $penalty }
reason_objective-blue_people = Blau: nicht platzierte Personen { $table }; { $name } { $count }: { $what }: { $penalty }
reason_objective-blue_people_entry = { $name } { $count }
reason_objective-blue_people_robot = { $name } { $count } (der Roboter zählt als 2)
reason_objective-blue_most = die meisten
reason_objective-blue_most_tied = Gleichstand bei den meisten, also nimmt niemand -2
reason_objective-blue_second = die zweitmeisten
reason_objective-blue_second_tied = Gleichstand bei den zweitmeisten
reason_objective-blue_none_unplaced = keine außerhalb, also weder die meisten noch die zweitmeisten
reason_objective-blue_neither = weder die meisten noch die zweitmeisten
reason_objective-pad_robot_cards = { $label } ist { $value }, aber die negativen Kartenpunkte des Roboters zählen als positiv (Regelklärung 15): gib { $fix } ein
reason_objective-pad_below_zero = { $label } ist { $value }, aber diese Zeile ist nie unter 0: gib 0 oder mehr ein
reason_objective-pad_blue_even_wave = { $label } ist { $value }, aber das blaue Plättchen gibt 2 pro Wellensymbol der längsten Wellengruppe, also 0 oder eine gerade Zahl: zähle die Symbole nach und gib das Doppelte ein
reason_objective-pad_blue_even_misc = { $label } ist { $value }, aber das blaue Plättchen gibt 2 pro Symbol der größten Kette außer Wellen, also 0 oder eine gerade Zahl: zähle die Symbole nach und gib das Doppelte ein
reason_objective-pad_green_wave = { $label } ist { $value }, aber das grüne Plättchen gibt 3 pro getrennter Wellengruppe, ein Vielfaches von 3 ab { $lowest }: korrigiere es
reason_objective-pad_green_misc = { $label } ist { $value }, aber das grüne Plättchen gibt 3 pro Kette aus 3+ Symbolen einer Art außer Wellen, ein Vielfaches von 3 ab { $lowest }: korrigiere es
reason_objective-pad_green_robot_wave = { $label } ist { $value }, aber das grüne Plättchen gibt dem Roboter (Wellensymbole - 1) x 3 (Regelklärung 15), ein Vielfaches von 3 ab { $lowest }: korrigiere es
reason_objective-pad_orange_robot_wave = { $label } ist { $value }, aber die Wellen des Roboters zählen als eine Gruppe, 1 / 3 / 6 / 10 (Regelklärung 15): gib 0, 1, 3, 6 oder 10 ein
reason_objective-pad_orange_wave = { $label } ist { $value }, aber Wellengruppen zählen je 1 / 3 / 6 / 10, nie weniger als 0: korrigiere es
reason_objective-pad_orange_misc = { $label } ist { $value }, aber das orange Plättchen gibt 1 pro Spaltenpaar, nie weniger als 0: korrigiere es
reason_objective-pad_blue_people = { $label } ist { $value }, aber auf dem blauen Plättchen bekommt ein Spieler { $a }, { $b } oder { $c }: gib einen dieser Werte ein
reason_objective-pad_blue_people_robot = { $label } ist { $value }, aber auf dem blauen Plättchen bekommt der Roboter, der als 2 nicht platzierte Personen zählt (Regelklärung 7), { $a } oder { $b }: gib einen dieser Werte ein
reason_objective-pad_green_robot_people = { $label } ist { $value }, aber das grüne Handtuch gibt dem Roboter -2 (Solo-Regeln): gib -2 ein
reason_objective-pad_green_people = { $label } ist { $value }, aber das grüne Plättchen gibt -1 pro Karte mit nicht platzierten Personen, nie einen Bonus: gib 0 oder eine negative Zahl ein
reason_objective-pad_orange_robot_people = { $label } ist { $value }, aber der Roboter bekommt seine Anzahl Ringe - 1 (Solo-Regeln), nie weniger als -1: korrigiere es
reason_objective-pad_table = jemand hat -2 in der blauen Personenzeile, aber niemand -4: der Spieler mit den meisten nicht platzierten Personen bekommt -4, und erst dann der mit den zweitmeisten -2 (Regelklärung 7): korrigiere die Personenzeilen

sanddollar-two_from_front-name = 2 Karten aus der vorderen Reihe nehmen
sanddollar-two_from_front-text = Zahle 4: Nimm 2 Merkmalskarten aus der vorderen Reihe und lege beide in deine Stadt. Du darfst außerdem bis zu 1 Person beliebiger Art 1 Feld weit bewegen.
sanddollar-front_and_behind-name = Eine vordere Karte und die Karte dahinter nehmen
sanddollar-front_and_behind-text = Zahle 4: Nimm 1 Merkmalskarte aus der vorderen Reihe und die Merkmalskarte dahinter und lege beide in deine Stadt. Du darfst außerdem 1 Person beliebiger Art 1 Feld weit bewegen.
sanddollar-local_or_tourist_from_anywhere-name = Einen Einheimischen-Treff oder ein Touristenziel von überall nehmen
sanddollar-local_or_tourist_from_anywhere-text = Zahle 2: Nimm eine Merkmalskarte von einem beliebigen Platz der Auslage, sofern sie ein Einheimischen-Treff- oder Touristenziel-Symbol hat. Danach darfst du bis zu 2 Personen beliebiger Art je 1 Feld weit bewegen.
sanddollar-business_nature_or_sports_from_anywhere-name = Eine Geschäfts-, Natur- oder Sportkarte von überall nehmen
sanddollar-business_nature_or_sports_from_anywhere-text = Zahle 2: Nimm eine Merkmalskarte von einem beliebigen Platz der Auslage, sofern sie ein Geschäfts-, Natur- oder Sport-Symbol hat. Danach darfst du bis zu 2 Personen beliebiger Art je 1 Feld weit bewegen.
sanddollar-from_the_back-name = 1 Karte aus der hinteren Reihe nehmen
sanddollar-from_the_back-text = Zahle 3: Nimm eine Merkmalskarte aus der hinteren Reihe der Auslage. Danach darfst du bis zu 4 Personen beliebiger Art je 1 Feld weit bewegen.
sanddollar-front_and_two_swaps-name = 1 Karte von vorn nehmen, 2 Karten deiner Stadt tauschen
sanddollar-front_and_two_swaps-text = Zahle 2: Nimm eine Merkmalskarte aus der vorderen Reihe. Dann darfst du 2 beliebige Merkmalskarten deiner Stadt tauschen und danach noch einmal 2 beliebige Merkmalskarten. Das Plättchen sagt nur einmal „2 Karten tauschen“, die Erläuterung im Regelheft wiederholt den Tausch aber, deshalb erlaubt diese App, bis zu zweimal zu tauschen.
sanddollar-front_swap_and_return-name = 1 Karte von vorn nehmen, 2 Karten tauschen, 0–2 Personen entfernen
sanddollar-front_swap_and_return-text = Zahle 2: Nimm eine Merkmalskarte aus der vorderen Reihe, tausche dann 2 Merkmalskarten deiner Stadt und lege danach bis zu 2 Personen aus deiner Stadt in den Vorrat zurück.
sanddollar-front_and_move_tourists-name = 1 Karte von vorn nehmen, 3 Touristen bewegen
sanddollar-front_and_move_tourists-text = Zahle 1: Nimm eine Merkmalskarte aus der vorderen Reihe der Auslage. Danach darfst du bis zu 3 Touristen je 1 Feld weit bewegen.

home-too_few_tiles_link = Ein Startplättchen im Plättchen-Tastenfeld eingeben

city-people_pending =
    { $count ->
        [one] Die Personenzeile vergleicht alle Städte (Blau) und wartet deshalb auf jede Stadt: Dieser Zwischenstand kann sich noch ändern, wenn { $names } die Probleme in der eigenen Stadt behebt.
       *[other] Die Personenzeile vergleicht alle Städte (Blau) und wartet deshalb auf jede Stadt: Dieser Zwischenstand kann sich noch ändern, wenn { $names } die Probleme in ihren Städten beheben.
    }

city-vips_from_tile =
    { $count ->
        [one] Der VIP auf dieser Karte kam vom Startplättchen, das jetzt noch { $left } hat.
       *[other] Die { $count } VIPs auf dieser Karte kamen vom Startplättchen, das jetzt noch { $left } hat.
    }

problem-card_named_with_id = „{ $label }“ (Karten-ID { $id })

problem-tile_named_with_id = „{ $label }“ (Startplättchen-ID { $id })

ui-database_unreachable = Die Datenbank aus { $setting } ({ $url }) kann nicht benutzt werden: { $error }. Prüfe, ob der Datenbankserver läuft und von diesem Rechner aus erreichbar ist und ob Adresse, Benutzername, Passwort und Datenbankname in { $setting } stimmen; lade dann die Seite neu.

catalogue-database_unavailable = Dein Katalog liegt in der Datenbank, die gerade nicht erreichbar ist ({ $error }): Nichts wurde geändert. Versuche es gleich noch einmal.

history-csv_table_current = Dieser Tisch, wie er jetzt ist (CSV)

history-csv_result = Ergebnis

history-csv_result_finished = wie beendet

history-csv_result_changed = wie beendet; der Tisch wurde seitdem geändert

history-csv_result_current = wie der Tisch jetzt ist, kein beendetes Ergebnis

assistant-setup_reveals = Aufbau · die Auslage wird ausgelegt · { $deck }

card-label_setup = Aufbau { $parts }

scorepad-ranking_so_far = Reihenfolge bisher: die Städte, wie sie bis jetzt eingegeben sind; kein Ergebnis, bis jede Stadt eine Karte hat.

scorepad-by_card_every =
    { $count ->
        [one] Nach Karte ({ $count } Karte)
       *[other] Nach Karte ({ $count } Karten)
    }

scorepad-by_card_tile =
    { $count ->
        [one] Nach Karte ({ $count } Karte und das Startplättchen)
       *[other] Nach Karte ({ $count } Karten und das Startplättchen)
    }

scorepad-card_scores_nothing = Keine eigenen Punkte (ihre Symbole und Personen können trotzdem für andere Zeilen zählen).
