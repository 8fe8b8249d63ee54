### The app's words in Italian (Project Fluent: https://projectfluent.org/fluent/guide/).
### Ids are the code's keys with "-" for "."; see lang/catalogue.py. The game's terms: docs/glossary.md.

app-tab_title = { $page } · Blocchetto segnapunti di Santa Monica

menu-home = Inizio
menu-city = Città
menu-scorepad = Blocchetto segnapunti
menu-catalogue = Catalogo
menu-history = Storico
menu-assistant = Assistente
menu-pad = Solo blocchetto segnapunti

nav-home = Inizio
nav-cities = Città
nav-scorepad = Blocchetto segnapunti

language-choice = Lingua
language-unknown = L'indirizzo chiede la lingua «{ $asked }», che questa app non parla: parla { $languages }. Scegline una sotto Lingua nella pagina Inizio, oppure scrivi ?lang=en, de, es o it nell'indirizzo.

count-cards =
    { $count ->
        [one] { $count } carta
        [many] { $count } di carte
       *[other] { $count } carte
    }
count-sand_dollars =
    { $count ->
        [one] { $count } dollaro di sabbia
        [many] { $count } di dollari di sabbia
       *[other] { $count } dollari di sabbia
    }
count-vips =
    { $count ->
        [one] { $count } Vip
        [many] { $count } di Vip
       *[other] { $count } Vip
    }

home-title = Blocchetto segnapunti di Santa Monica
home-intro = Ricostruisci sul telefono ogni città finita e ottieni il blocchetto segnapunti di tutto il tavolo, con il motivo di ogni punto.
home-catalogue_unreadable = Non è stato possibile leggere il catalogo delle carte: { $error }. Correggi o togli il file, poi ricarica.
home-objective_lines = Onde: { $waves } · Varie: { $misc } · Persone: { $people }
home-tile_with_vips = { $tile } ({ $vips })
home-city_contents = { $cards }, { $sand_dollars }
home-add_player = Aggiungi un giocatore
home-new_name = Nome del nuovo giocatore
home-name_placeholder = Nome
home-new_tile = Tessera Caratteristica di partenza del nuovo giocatore
home-tile_placeholder = Scegli la tessera Caratteristica di partenza
home-add_player_button = Aggiungi giocatore
home-not_added = Non aggiunto: { $refusal }
home-open_table = Tavolo aperto: { $name }
home-close_table = Chiudi questo tavolo (resta salvato)
home-change_setup = Cambia la preparazione di questo tavolo
home-title_field = Titolo
home-title_placeholder = es. venerdì da Sam
home-date_played = Data della partita
home-unreadable_date = Il file della partita dice che si è giocato il «{ $played_on }» (non una data che lo Storico sa leggere): scegli la data qui sopra per sostituirla.
home-objective_tile = Tessera Obiettivo di punteggio
home-name = Nome
home-starting_tile = Tessera Caratteristica di partenza
home-move_up = Sposta su
home-move_down = Sposta giù
home-remove = Togli
home-remove_help = Togli dal tavolo questo giocatore e la sua città
home-remove_question = Togliere { $name } e la sua città ({ $contents })? Non si può annullare.
home-remove_yes = Sì, togli { $name }
home-keep = Tieni
home-resume = Riprendi un tavolo
home-untitled = Tavolo
home-resume_label = { $title }: { $players } · { $when }
home-start = Inizia un tavolo
home-pad_only = Solo blocchetto segnapunti: scrivi le righe di ogni giocatore, senza città
home-players = Giocatori
home-solo = Un giocatore gioca in solitario contro il Robot: inserisci i suoi mazzi nella pagina Città.
home-too_few_tiles =
    { $count ->
        [one] Nel catalogo c'è solo { $count } tessera Caratteristica di partenza, ma per { $players } giocatori ne servono { $players }: inserisci le tue tessere Caratteristica di partenza nella pagina Catalogo.
        [many] Nel catalogo ci sono solo { $count } di tessere Caratteristica di partenza, ma per { $players } giocatori ne servono { $players }: inserisci le tue tessere Caratteristica di partenza nella pagina Catalogo.
       *[other] Nel catalogo ci sono solo { $count } tessere Caratteristica di partenza, ma per { $players } giocatori ne servono { $players }: inserisci le tue tessere Caratteristica di partenza nella pagina Catalogo.
    }
home-player = Giocatore { $number }
home-player_first = Giocatore { $number } (inizia)
home-earlier_player = Oppure scegli un giocatore precedente
home-earlier_placeholder = Giocatori precedenti
home-title_optional = Titolo (facoltativo)
home-start_button = Inizia il tavolo
home-cannot_start = Impossibile iniziare il tavolo: { $error }.
home-import = Importa un file di partita
home-game_file = File di partita (JSON)
home-game_file_help = Il file JSON di una partita finita (docs/game-file.md), fino a { $size }.
home-import_button = Importa questa partita
home-import_refused = { $file } non può essere importato; non è cambiato nulla:
home-try = Provalo
home-sample_caption = Una partita finita a { $players } giocatori, giocata con le carte di ESEMPIO (inventate per le dimostrazioni, non le carte stampate).
home-sample_button = Apri la partita di esempio (carte di esempio)
home-sample_unreadable = Non è stato possibile leggere la partita di esempio: { $error }
home-sample_title = Partita di esempio (carte di esempio)
home-more = Altro
home-assistant_link = Assistente: segui una partita in corso turno per turno, o giocane una (anche in solitario contro il Robot)
home-catalogue_link = Catalogo: inserisci le tue carte una volta sola dai loro simboli stampati
home-history_link = Storico e statistiche delle partite passate
home-saved_in = Le partite vengono salvate man mano in { $path }.
home-next = Inserisci le città

city-title = Città
city-catalogue_unreadable = Non è stato possibile leggere il catalogo delle carte: { $error }. Correggi il file nella pagina Catalogo, poi ricarica.
city-player = Giocatore
city-robot_piles = I mazzi del Robot
city-robot_help = Inserisci le carte che ha preso il Robot (regole in solitario): il suo mazzo spiaggia, il suo mazzo lungomare, i dollari di sabbia e le impronte che ha preso, e se hai giocato in modalità difficile.
city-beach_pile =
    { $count ->
        [one] Mazzo spiaggia ({ $count } carta)
        [many] Mazzo spiaggia ({ $count } di carte)
       *[other] Mazzo spiaggia ({ $count } carte)
    }
city-street_pile =
    { $count ->
        [one] Mazzo lungomare ({ $count } carta)
        [many] Mazzo lungomare ({ $count } di carte)
       *[other] Mazzo lungomare ({ $count } carte)
    }
city-pile_placeholder = Scrivi parte del nome di una carta
city-sand_dollars = Dollari di sabbia
city-footprints = Impronte
city-hard_mode = Modalità difficile
city-next = Vai al blocchetto segnapunti
city-unknown_id = { $id } (non è nel catalogo)
city-whose_city = Città di { $name }
city-tile_caption = Tessera Caratteristica di partenza: { $tile } · { $cards }
city-feature_cards =
    { $count ->
        [one] { $count } carta Caratteristica
        [many] { $count } di carte Caratteristica
       *[other] { $count } carte Caratteristica
    }
city-add_card = Aggiungi una carta
city-add_card_help = Una carta scelta va accanto all'ultima carta della sua fila, verso l'esterno dalla tessera Caratteristica di partenza (prima a destra); qui sotto puoi spostarla.
city-nowhere = Questa carta ora non può andare da nessuna parte in questa città (c'è già una carta di fine spiaggia, o nessuno spazio libero della sua fila è accanto a una carta).
city-place_at = Piazza: { $square }
city-not_placed = Non piazzata: { $refusal }
city-enter_toggle = Non è nel catalogo? Inseriscila dai suoi simboli
city-place_card = Piazza { $card }:
city-card_box = Carta ({ $count } mostrate): o scrivi parte del suo nome
city-card_box_placeholder = anello 2 turisti
city-find_card = Oppure cercala per parole
city-card_box_choose = Scegli la carta
city-beach_card = Carta spiaggia
city-street_card = Carta lungomare
city-square_edited = Spazio in modifica
city-grid_unreadable = Non si può disegnare la griglia: { $error }
city-leftover_sand_dollars = Dollari di sabbia avanzati
city-rings_total = Totale provvisorio { $total } · anelli attività: { $filled } su { $rings } pieni
city-ring_filled =
    { $count ->
        [one] { $card }: { $ring } → { $count } punto
        [many] { $card }: { $ring } → { $count } di punti
       *[other] { $card }: { $ring } → { $count } punti
    }
city-ring_empty = { $card }: { $ring } (non pieno)
city-rings_help = Le persone vengono messe negli anelli automaticamente nel miglior modo consentito (chiarimento 5).
city-running_total =
    { $count ->
        [one] Totale provvisorio: { $count } punto
        [many] Totale provvisorio: { $count } di punti
       *[other] Totale provvisorio: { $count } punti
    }
city-problems =
    { $count ->
        [one] { $count } problema in questa città
        [many] { $count } di problemi in questa città
       *[other] { $count } problemi in questa città
    }
city-problems_fix = (correggili per avere il blocchetto segnapunti):
city-the_city = La città
city-the_city_help = tocca una carta per inserire le sue persone e la sua impronta.
city-locals = Gente del posto
city-tourists = Turisti
city-vips = Vip
city-initial_locals = R
city-initial_tourists = T
city-initial_vips = V
city-many_people = { $people } ({ $count } o più)
city-your_tile_rule = { $rule } (la tua tessera Caratteristica di partenza)
city-starting_tile = Tessera Caratteristica di partenza: { $tile }
city-beach_half = Metà spiaggia
city-street_half = Metà lungomare
city-half_short_beach = Sp
city-half_short_street = Lm
city-half_people = { $half }: { $people }
city-placed_at = piazzata in { $square }
city-remove = Togli
city-remove_empty_help = Togli questa carta dalla città (non c'è ancora niente sopra)
city-remove_yes = Sì, togli { $card }
city-remove_yes_people =
    { $count ->
        [one] Sì, togli { $card } e la persona che ci sta sopra
        [many] Sì, togli { $card } e le { $count } di persone che ci stanno sopra
       *[other] Sì, togli { $card } e le { $count } persone che ci stanno sopra
    }
city-keep_it = Tienila
city-remove_help = Togli questa carta (e le persone sopra) dalla città
city-not_moved = Non spostata: { $refusal }
city-footprint = Impronta
city-move_in_beach = Spostala nella fila spiaggia:
city-move_in_street = Spostala nella fila lungomare:
city-move_to = Spostala in { $square }
city-square_beach = spiaggia { $column }
city-square_street = lungomare { $column }
city-slot_beach_left = spiaggia { $column } (estremità sinistra)
city-slot_beach_right = spiaggia { $column } (estremità destra)
city-slot_beach_gap = spiaggia { $column } (vuoto)
city-slot_street_left = lungomare { $column } (estremità sinistra)
city-slot_street_right = lungomare { $column } (estremità destra)
city-slot_street_gap = lungomare { $column } (vuoto)

problem-at = { $where }: { $message }
problem-cell_beach = fila spiaggia, colonna { $column }
problem-cell_street = fila lungomare, colonna { $column }
problem-card_named = «{ $label }»
problem-id_named = «{ $id }»
problem-card_in_cell = La carta { $card } nella { $cell }
problem-players_add = La partita ha { $count } giocatori; Santa Monica si gioca da 2 a { $most }, o in 1 contro il Robot: aggiungi un giocatore.
problem-players_remove = La partita ha { $count } giocatori; Santa Monica si gioca da 2 a { $most }, o in 1 contro il Robot: togli i giocatori in più.
problem-players_no_robot = La partita ha 1 giocatore ({ $name }) e nessun Robot; Santa Monica si gioca da 2 a { $most } giocatori, o in 1 contro il Robot (in solitario): aggiungi il Robot per una partita in solitario, o aggiungi giocatori.
problem-robot_not_solo = La partita ha un Robot e { $count } giocatori; il Robot gioca solo nelle partite in solitario: togli «robot» o tieni un solo giocatore.
problem-name_blank = Il nome di un giocatore è vuoto ({ $name }): dai un nome a ogni giocatore.
problem-name_duplicate = Due giocatori si chiamano «{ $name }» (i nomi si confrontano ignorando maiuscole, spazi e caratteri invisibili): dai a ogni giocatore un nome diverso, per esempio «{ $example } 2».
problem-tile_duplicate = { $name } e { $other } hanno entrambi la tessera Caratteristica di partenza { $tile }; nella scatola ce n'è una di ciascuna: correggi la tessera Caratteristica di partenza di un giocatore.
problem-robot_too_many_cards = I mazzi del Robot hanno { $count } carte; il Robot prende una carta per round e una partita in solitario ha al massimo { $most } round (regole in solitario): togli { $extra } dai suoi mazzi.
problem-robot_unknown_beach = La carta «{ $card }» nel mazzo spiaggia del Robot non è in nessun catalogo: aggiungila (pagina Catalogo o le carte di «cards» nel file della partita) o correggi l'id.
problem-robot_unknown_street = La carta «{ $card }» nel mazzo lungomare del Robot non è in nessun catalogo: aggiungila (pagina Catalogo o le carte di «cards» nel file della partita) o correggi l'id.
problem-robot_wrong_pile_beach = La carta { $card } è una carta spiaggia ma sta nel mazzo lungomare del Robot: spostala in «robot.beach_pile».
problem-robot_wrong_pile_street = La carta { $card } è una carta lungomare ma sta nel mazzo spiaggia del Robot: spostala in «robot.street_pile».
problem-place_cell = nella { $cell } di { $name }
problem-place_robot_beach = nel mazzo spiaggia del Robot
problem-place_robot_street = nel mazzo lungomare del Robot
problem-used_twice_table = La carta «{ $card }» { $place } è già usata { $first }; nella scatola c'è una sola copia di ogni carta: togline una o correggi l'id.
problem-share = { $name } { $count }
problem-table_supply_locals = Al tavolo ci sono { $count } persone del posto ({ $shares }) ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-table_supply_tourists = Al tavolo ci sono { $count } turisti ({ $shares }) ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-table_supply_vips = Al tavolo ci sono { $count } Vip ({ $shares }) ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-table_supply_footprints = Al tavolo ci sono { $count } impronte ({ $shares }) ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-tile_unknown = La tessera Caratteristica di partenza «{ $tile }» di { $name } non è in nessun catalogo: aggiungila (pagina Catalogo o «starting_tiles» nel file della partita) o correggi l'id.
problem-too_many_cards = La città di { $name } ha { $count } carte Caratteristica; al massimo ne sono possibili { $most } (la partita finisce quando un giocatore ne ha { $trigger }, e un turno piazza al massimo 2 carte): togli le carte in più o cerca una carta inserita due volte.
problem-card_unknown = { $where } non è in nessun catalogo: aggiungila (pagina Catalogo o le carte di «cards» nel file della partita) o correggi l'id.
problem-on_starting_tile = { $where } sta sulla tessera Caratteristica di partenza, che occupa la colonna 0 di entrambe le file: sposta la carta in una colonna a sinistra (negativa) o a destra (positiva) della tessera.
problem-occupied = { $where } divide lo spazio con { $other }; uno spazio tiene una sola carta: sposta una delle due in uno spazio tutto suo.
problem-wrong_row_beach = { $where } è una carta spiaggia; le carte spiaggia vanno nella fila spiaggia: spostala nella fila spiaggia o correggi l'id della carta.
problem-wrong_row_street = { $where } è una carta lungomare; le carte lungomare vanno nella fila lungomare: spostala nella fila lungomare o correggi l'id della carta.
problem-disconnected = { $where } non è collegata alla tessera Caratteristica di partenza attraverso carte che condividono un lato (in diagonale non si toccano mai, chiarimento 1): controlla la sua colonna, o aggiungi la carta che la collega alla città.
problem-used_twice_city = { $where } è già nella { $cell }; nella scatola c'è una sola copia di ogni carta: togline una o correggi l'id.
problem-end_of_beach = { $where } è la carta di fine spiaggia, che deve restare la carta spiaggia più a sinistra (chiarimento 14), ma { $other } sta alla sua sinistra nella { $cell }: sposta la carta di fine spiaggia a sinistra di tutte le carte spiaggia.
problem-vips_count = La città di { $name } ha { $vips } ma la tessera Caratteristica di partenza { $tile } ne dà solo { $gives }; una città non guadagna mai Vip: togline { $extra } dalle carte o dalle metà della tessera Caratteristica di partenza.
problem-city_supply_locals = La città di { $name } ha { $count } persone del posto ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-city_supply_tourists = La città di { $name } ha { $count } turisti ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-city_supply_vips = La città di { $name } ha { $count } Vip ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-city_supply_footprints = La città di { $name } ha { $count } impronte ma la scatola ne ha solo { $limit }: correggi i numeri.
problem-cli_count =
    { $count ->
        [one] { $count } problema; correggilo ed esegui di nuovo il comando
        [many] { $count } di problemi; correggili ed esegui di nuovo il comando
       *[other] { $count } problemi; correggili ed esegui di nuovo il comando
    }

city-unknown_tile = Tessera sconosciuta «{ $id }»
city-unknown_card = Carta sconosciuta «{ $id }»
city-picture_heading =
    { $count ->
        [one] { $name }: { $count } punto
        [many] { $name }: { $count } di punti
       *[other] { $name }: { $count } punti
    }
city-picture_other_points = fuori dalle carte (righe obiettivo): { $points }
city-picture_beach = SPIAGGIA
city-picture_street = LUNGOMARE
city-picture_start_column = colonna 0 (inizio)
city-picture_column = colonna { $column }
city-sample_banner = ESEMPIO (carta inventata)
city-sample_mark = ESEMPIO
city-legend = Legenda
city-legend_people = gente del posto / turisti / Vip sulla carta
city-legend_points = punti guadagnati dalla carta (abilità, anelli, impronta)
city-legend_footprint = un segnalino Impronta sulla carta
city-legend_sample = una carta inventata, non una stampata

table-name_missing = ogni giocatore ha bisogno di un nome: compila il nome vuoto
table-no_player = un tavolo ha bisogno di almeno un giocatore: aggiungi un giocatore
table-too_many_players = un tavolo ha al massimo { $most } giocatori: togline { $extra }
table-tile_missing = ogni giocatore ha bisogno di una tessera Caratteristica di partenza: scegline una per ogni giocatore
table-same_tile = due giocatori hanno la stessa tessera Caratteristica di partenza: ogni tessera Caratteristica di partenza è una sola volta nella scatola
table-robot_solo_only = il Robot gioca solo partite in solitario: tieni un giocatore o togli il Robot
table-robot_name = «{ $robot }» è il nome dell'avversario in solitario: dai al giocatore un altro nome
table-cannot_start = non si può iniziare il tavolo ({ $problem }): correggi e riprova
table-name_controls = il nome contiene caratteri di controllo invisibili ({ $characters }): riscrivilo senza
table-name_too_long = il nome «{ $start }...» ha { $length } caratteri, ne entrano al massimo { $most }: accorcialo
table-title_controls = il titolo contiene caratteri di controllo invisibili ({ $characters }): riscrivilo senza
table-title_too_long = il titolo ha { $length } caratteri, ne entrano al massimo { $most }: accorcialo
table-not_a_date = «{ $value }» non è una data: scrivila come AAAA-MM-GG, es. 2026-11-21
table-same_name = due giocatori si chiamano «{ $name }» (i nomi si confrontano ignorando maiuscole e caratteri invisibili): dai a ogni giocatore un nome diverso
table-no_such_player = non c'è nessun giocatore di nome «{ $player }» a questo tavolo (rinominato su un altro telefono?): ricarica la pagina
table-card_not_in_city = la carta «{ $card }» non è nella città di { $player } (tolta su un altro telefono?): ricarica la pagina
table-no_robot = questo tavolo non ha il Robot: il Robot gioca solo partite in solitario
table-square_taken_beach = la fila spiaggia, colonna { $column } della città di { $player }, ha già «{ $card }» (piazzata su un altro telefono?): scegli un altro posto
table-square_taken_street = la fila lungomare, colonna { $column } della città di { $player }, ha già «{ $card }» (piazzata su un altro telefono?): scegli un altro posto
table-column_zero = la colonna 0 è la tessera Caratteristica di partenza: scegli un altro posto
table-card_used = la carta «{ $card }» è già nella città di { $holder }: ogni carta è una sola volta nella scatola
table-card_unknown = la carta «{ $card }» non è nel catalogo: inseriscila prima dai suoi simboli
table-nowhere_to_go = { $card } ora non può andare da nessuna parte nella città di { $player } (c'è già una carta di fine spiaggia, o nessuno spazio libero della sua fila è accanto a una carta)
table-stays_beach = «{ $card }» è una carta spiaggia: resta nella fila spiaggia
table-stays_street = «{ $card }» è una carta lungomare: resta nella fila lungomare
table-negative_people = il numero di persone non può essere negativo: inserisci 0 o più
table-negative_sand_dollars = i dollari di sabbia avanzati non possono essere negativi: inserisci 0 o più
table-tile_taken = { $player } ha già quella tessera Caratteristica di partenza: ogni tessera è una sola volta nella scatola
table-rename_empty = un giocatore ha bisogno di un nome: scrivine uno
table-robot_rename = «{ $robot }» è il nome dell'avversario in solitario: scegli un altro nome
table-solo_no_more = questa è una partita in solitario contro il Robot, che gioca contro un solo giocatore: inizia un nuovo tavolo per una partita con più giocatori
table-table_full = il tavolo ha già { $most } giocatori, il massimo di Santa Monica
table-new_player_name = il nuovo giocatore ha bisogno di un nome: scrivine uno
table-new_player_tile = il nuovo giocatore ha bisogno di una tessera Caratteristica di partenza: scegline una
table-cannot_add = non si può aggiungere il giocatore ({ $problem }): correggi e riprova
table-cannot_leave = { $player } non può uscire: a Santa Monica giocano da 2 a 4 giocatori, o 1 contro il Robot (inizia un nuovo tavolo per un'altra partita)
table-city_not_empty = la città di { $player } non è più vuota (inserita su un altro telefono?): tocca di nuovo Togli per confermare
table-already_first = { $player } è già il primo nell'ordine di turno
table-already_last = { $player } è già l'ultimo nell'ordine di turno
table-robot_negative_sand_dollars = i dollari di sabbia del Robot non possono essere negativi: inserisci 0 o più
table-robot_negative_footprints = le impronte del Robot non possono essere negative: inserisci 0 o più
table-robot_too_many = i mazzi del Robot avrebbero { $count } carte; prende una carta per round e una partita in solitario ha al massimo { $rounds } round: togline { $extra }
table-robot_card_twice = una carta è due volte nei mazzi del Robot: ogni carta è una sola volta nella scatola
table-robot_card_in_city = la carta «{ $card }» è già nella città di { $player }: toglila prima da lì
table-changed_elsewhere = nel frattempo è stato cambiato su un altro telefono; la pagina ora mostra il nuovo valore. Cambialo di nuovo per sostituirlo.
table-count_changed_elsewhere = nel frattempo è stato cambiato su un altro telefono (ora è { $now }); la casella mostra il numero salvato. Tocca di nuovo per cambiarlo da lì.
table-quoted_id = «{ $id }»
table-quoted_long_id = «{ $id }...» ({ $length } caratteri)
table-no_game = nessuna partita con id { $id } (eliminata, o un link scritto male): inizia o apri un tavolo
table-no_game_deleted = nessuna partita con id { $id } (eliminata su un altro telefono?): inizia o apri un tavolo
table-no_game_to_finish = nessuna partita con id { $id }: forse è stata eliminata
table-finished_confirm_first = la partita «{ $id }» è finita: conferma prima la correzione
table-changed_after_scoring = il tavolo è stato cambiato su un altro telefono dopo il conteggio dei punti
table-unreadable_game =
    { $count ->
        [one] non si può leggere la partita «{ $id }» salvata ({ $count } errore)
        [many] non si può leggere la partita «{ $id }» salvata ({ $count } di errori)
       *[other] non si può leggere la partita «{ $id }» salvata ({ $count } errori)
    }
table-question = Correggere questo tavolo finito?
table-held = questo tavolo è finito: rispondi a «{ $question }» per salvare questa modifica
table-no_winner = nessun vincitore registrato
table-won = { $names } ha vinto
table-won_with =
    { $count ->
        [one] { $names } ha vinto con { $count } punto
        [many] { $names } ha vinto con { $count } di punti
       *[other] { $names } ha vinto con { $count } punti
    }
table-shared_win = { $names } hanno condiviso la vittoria
table-shared_win_with =
    { $count ->
        [one] { $names } hanno condiviso la vittoria con { $count } punto
        [many] { $names } hanno condiviso la vittoria con { $count } di punti
       *[other] { $names } hanno condiviso la vittoria con { $count } punti
    }
table-finished = Finita: { $result }.
table-finished_changed = Finita: { $result }. Cambiata da quando è finita: tocca di nuovo Termina { $page } per registrare il nuovo risultato.
table-finish_on_scorepad = nel blocchetto segnapunti
table-finish_on_this_page = in questa pagina
table-question_result = Era finito: { $result }. La tua modifica non è ancora salvata.
table-question_help = Sì la salva per tutti i telefoni. Lo Storico tiene il risultato qui sopra, segnato come «cambiato da quando è finito», finché qualcuno non preme di nuovo Termina. Questo telefono non chiederà più per questo tavolo.
table-question_yes = Sì, correggilo
table-question_no = No, lascialo finito

ui-store_busy = Questa modifica non è stata salvata: l'archivio delle partite è occupato o non disponibile ({ $error }). Riprova.
ui-refused_reason = Questa modifica è stata rifiutata: { $reason }. Non è stato salvato niente.
ui-refused_at = Questa modifica è stata rifiutata ({ $where }: { $problem }); non è stato salvato niente.
ui-not_saved = Non salvato: { $refusal }
ui-restarted_changed = L'app si è riavviata mentre questa pagina era aperta e un altro telefono l'ha cambiata nel frattempo: quello che hai appena cambiato non è stato salvato. La pagina ora mostra ciò che è salvato: controllalo e rifai la modifica.
ui-last_run_drawn = Ultima esecuzione disegnata
ui-table_version_drawn = Versione del tavolo disegnata
ui-store_unopenable = Non si può aprire l'archivio delle partite in { $path } ({ $error }): controlla che la cartella esista e sia scrivibile, o imposta SANTA_MONICA_DB su un altro file, poi ricarica.
ui-store_unreadable = L'archivio delle partite ora non si può leggere ({ $error }); ricarica la pagina tra un momento.
ui-no_table = Nessun tavolo è aperto in questa pagina: inizia o riprendi un tavolo nella pagina iniziale.
ui-home_link = Inizio: inizia o riprendi un tavolo
ui-back_to_table = Torna al tavolo: le città
ui-join = Entra da un altro telefono
ui-join_help = Scansionalo con un altro telefono sulla stessa Wi-Fi: apre questo tavolo e ogni giocatore inserisce la propria città. Le modifiche compaiono su ogni telefono in pochi secondi.
ui-join_address = Indirizzo di questo tavolo
ui-join_loopback = Questa app risponde solo a questo computer (è stata avviata con un --server.address di loopback): riavviala senza quell'opzione, come fa scripts/start.sh, perché gli altri telefoni la raggiungano.

history-in_utc = { $when } UTC
history-versus = contro
history-untitled = Tavolo senza titolo
history-changed_since = Modificato dopo la fine: il risultato qui sopra è quello registrato alla fine. Apri il suo blocchetto segnapunti e tocca di nuovo Termina per registrare il tavolo com'è ora.
history-badge_draft = Bozza
history-badge_finished = Terminato
history-badge_changed = Terminato, modificato dopo
history-name_points = { $name } { $points }
history-total_changed = { $name } { $old } -> { $new }
history-no_total_changed = nessun totale è cambiato
history-deleted = { $title } eliminato.
history-already_deleted = { $title } era già stato eliminato.
history-and_more =
    { $count ->
        [one] { $problems } (e { $count } altro)
        [many] { $problems } (e altri { $count })
       *[other] { $problems } (e altri { $count })
    }
history-cannot_score = Non si può calcolare il punteggio di { $title }: { $problems }. Correggilo nella pagina Città.
history-rescore_failed = Impossibile ricalcolare: { $error }
history-rescore_not_saved = Ricalcolato, ma i nuovi totali non si sono potuti salvare: { $error }
history-rescored = { $title } ricalcolato con il catalogo attuale: { $change }.
history-scored_draft = Calcolata la bozza { $title } (non viene registrata finché non è terminata).
history-empty = Ancora nessun tavolo. Iniziane uno nella pagina iniziale; qui compaiono i tavoli terminati.
history-home_link = Inizio: inizia un tavolo
history-no_winner = Nessun vincitore registrato
history-delete_question = Eliminare { $title } per sempre? Non si può annullare.
history-delete_pad_question = Eliminare { $title } e le città ricostruite da esso per sempre? Non si può annullare.
history-yes_delete = Sì, elimina
history-cancel = Annulla
history-open_pad = Apri il blocchetto segnapunti
history-csv_table = Questo tavolo (CSV)
history-open_rebuilt = Apri il blocchetto segnapunti ricostruito
history-continue_cities = Continua le città
history-delete = Elimina
history-count =
    { $count ->
        [one] { $count } tavolo
        [many] { $count } di tavoli
       *[other] { $count } tavoli
    }, { $finished ->
        [one] { $finished } terminato
        [many] { $finished } di terminati
       *[other] { $finished } terminati
    }; prima i modificati più di recente.
history-tab_tables = Tavoli
history-tab_statistics = Statistiche
history-csv_all = Tutti i tavoli terminati (CSV)
history-csv_all_caption = Una riga per giocatore di ogni tavolo terminato: data, obiettivo, titolo, ogni riga del blocchetto segnapunti, totale e posizione. Un tavolo che non si può più calcolare resta fuori (le Statistiche lo nominano).
history-scores_now = Punti adesso (non registrati): { $scores }; in testa: { $leading }
history-open_scorepad = Apri il blocchetto segnapunti
history-rescore = Ricalcola
history-next_new_table = Inizia un nuovo tavolo
history-left_out = { $title } ({ $why })
history-csv_date = Data
history-csv_objective = Tessera Obiettivo di punteggio
history-csv_title = Titolo
history-csv_player = Giocatore
history-csv_seat = Turno
history-csv_cards = Carte Caratteristica
history-csv_rings = Anelli attività
history-csv_footprints = Impronte
history-csv_wave = Onda
history-csv_misc = Varie
history-csv_people = Persone
history-csv_total = Totale
history-csv_rank = Posizione
history-csv_line = riga
history-csv_card = carta
history-csv_position = posizione
history-csv_ability = abilità
history-csv_points = punti
history-csv_reason = motivo

stats-any = Tutte
stats-tile_blue = Blu
stats-tile_green = Verde
stats-tile_orange = Arancione
stats-solo_count = 1 (in solitario)
stats-line_cards = Carte
stats-line_rings = Anelli
stats-line_footprints = Impr.
stats-line_wave = Onda
stats-line_misc = Varie
stats-line_people = Persone
stats-column_player = Giocatore
stats-column_games = Partite
stats-column_wins = Vittorie
stats-column_average = Media
stats-column_best = Migliore
stats-player_heading = **{ $name }** · { $games } · { $wins }
stats-games =
    { $count ->
        [one] { $count } partita
        [many] { $count } di partite
       *[other] { $count } partite
    }
stats-wins =
    { $count ->
        [one] { $count } vittoria
        [many] { $count } di vittorie
       *[other] { $count } vittorie
    }
stats-solo_player = 1 giocatore (in solitario)
stats-players =
    { $count ->
        [one] { $count } giocatore
        [many] { $count } di giocatori
       *[other] { $count } giocatori
    }
stats-with_tile_and_players = con la tessera { $tile } e { $players }
stats-with_tile = con la tessera { $tile }
stats-with_players = con { $players }
stats-skipped = Escluse dalle statistiche: queste partite terminate non si possono più calcolare con il catalogo attuale (puoi aprirle dalla scheda Tavoli per correggerle):
stats-skipped_item = **{ $title }** (partita { $game }): { $reason }
stats-won_yes = sì
stats-won_no = no
stats-axis_score = Punti
stats-tooltip_played = Giocata
stats-tooltip_won = Vinta
stats-none_finished = Ancora nessuna partita terminata: termina un tavolo sul suo blocchetto segnapunti (Termina la partita) per vedere qui le statistiche.
stats-catalogue_unreadable = Le statistiche hanno bisogno del catalogo, che non si può leggere: { $error }
stats-pads_left_out = Le partite con il solo blocchetto segnapunti sono escluse: { $error }
stats-none_countable = Ancora nessuna partita terminata si può contare: ognuna di quelle qui sopra è stata esclusa.
stats-objective_tile = Tessera Obiettivo di punteggio
stats-players_filter = Giocatori
stats-none_with_filter = Ancora nessuna partita terminata { $filter }: scegli Tutte per vederle tutte.
stats-counted =
    { $count ->
        [one] { $count } partita terminata. Una vittoria condivisa conta come vittoria per ogni vincitore. Il Robot della partita in solitario non è elencato.
        [many] { $count } di partite terminate. Una vittoria condivisa conta come vittoria per ogni vincitore. Il Robot della partita in solitario non è elencato.
       *[other] { $count } partite terminate. Una vittoria condivisa conta come vittoria per ogni vincitore. Il Robot della partita in solitario non è elencato.
    }
stats-line_averages = Punti medi per riga del blocchetto segnapunti
stats-line_legend = Impr. = impronte; Onda, Varie e Persone sono le righe della tessera Obiettivo di punteggio.
stats-over_time = Punti nel tempo

pad-catalogue_unreadable = Il catalogo delle carte non si è potuto leggere: { $error }. Correggi o rimuovi il file, poi ricarica.
pad-intro = Per un tavolo che non ricostruisce le sue città: scrivi le righe del blocchetto segnapunti di ogni giocatore e ottieni i totali e il vincitore (pareggi risolti come nelle regole), salvati nello Storico. Puoi ricostruire le città più tardi senza riscrivere le righe.
pad-resume = Riprendi un blocchetto segnapunti
pad-untitled = Blocchetto segnapunti
pad-resume_label = { $title }: { $players }
pad-start = Inizia un blocchetto segnapunti
pad-players = Giocatori
pad-solo = Un giocatore gioca in solitario contro il Robot: anche la sua colonna è sul blocchetto segnapunti, calcolata come dicono le regole in solitario (le righe del suo telo), e può vincere.
pad-player = Giocatore { $number }
pad-player_first = Giocatore { $number } (inizia)
pad-name_placeholder = Nome
pad-objective_tile = Tessera Obiettivo di punteggio
pad-title_optional = Titolo (facoltativo)
pad-title_placeholder = es. Venerdì da Sam
pad-start_button = Inizia il blocchetto segnapunti
pad-cannot_start = Impossibile iniziare il blocchetto segnapunti: { $error }.
pad-close = Chiudi questo blocchetto segnapunti (resta salvato)
pad-objective_is = Tessera Obiettivo di punteggio: { $tile }
pad-kept_as_typed = Queste righe sono rimaste come scritte quando il tavolo ha iniziato a ricostruire le sue città; qui sotto sono confrontate con le città.
pad-continue_cities = Continua le città
pad-rebuilt_scorepad = Il blocchetto segnapunti ricostruito
pad-whose_column = Colonna di
pad-robot_column = **{ $name }** (righe del telo delle regole in solitario)
pad-field_cards = Carte Caratteristica
pad-field_rings = Anelli attività
pad-field_footprints = Impronte
pad-field_wave = Obiettivo: onde
pad-field_misc = Obiettivo: varie
pad-field_people = Obiettivo: persone
pad-field_sand_dollars = Dollari di sabbia avanzati (spareggio)
pad-field_longest_chain = Catena più lunga, in simboli (2° spareggio)
pad-robot_help_cards = I punti delle sue carte come li contano le regole in solitario (ogni condizione soddisfatta, i negativi come positivi; chiarimento 15), più 1 per ogni dollaro di sabbia preso
pad-robot_help_rings = Ogni anello sulle sue carte a valore pieno (chiarimento 15)
pad-robot_help_footprints = 1 per ogni impronta presa
pad-robot_help_wave = La riga dell'onda del telo { $tile } (regole in solitario)
pad-robot_help_misc = La riga delle varie del telo { $tile } (regole in solitario)
pad-robot_help_people = La riga delle persone del telo { $tile } (regole in solitario)
pad-robot_help_sand_dollars = I dollari di sabbia che ha preso (spareggio)
pad-robot_help_longest_chain = Quante volte ha il suo simbolo più frequente (spareggio)
pad-badge_pad = Blocchetto segnapunti
pad-badge_rebuilding = In ricostruzione
pad-badge_rebuilt = Ricostruito, terminato
pad-badge_rebuilt_changed = Ricostruito, terminato, modificato dopo
pad-scorepad = Blocchetto segnapunti
pad-column_line = Riga
pad-column_player = Giocatore
pad-column_pad = Blocchetto segnapunti
pad-column_cities = Città
pad-total = Totale
pad-not_scored_yet = non ancora calcolato
pad-ranking_line = **{ $name }**: { $points } ({ $decided })
pad-wins_with =
    { $count ->
        [one] { $name } vince con { $count } punto
        [many] { $name } vince con { $count } di punti
       *[other] { $name } vince con { $count } punti
    }
pad-shared_win_with =
    { $count ->
        [one] Vittoria condivisa: { $names } con { $count } punto
        [many] Vittoria condivisa: { $names } con { $count } di punti
       *[other] Vittoria condivisa: { $names } con { $count } punti
    }
pad-headline_shared_win =
    { $count ->
        [one] vittoria condivisa, { $names } con { $count } punto
        [many] vittoria condivisa, { $names } con { $count } di punti
       *[other] vittoria condivisa, { $names } con { $count } punti
    }
pad-headline = Blocchetto segnapunti: { $result } (come scritto). Le città sono ancora in fase di inserimento: il blocchetto segnapunti qui sotto conta solo le carte inserite finora e dà il risultato quando la città di ogni giocatore è inserita.
pad-headline_so_far = Blocchetto segnapunti: { $result } (come scritto finora). Le città sono ancora in fase di inserimento: il blocchetto segnapunti qui sotto conta solo le carte inserite finora e dà il risultato quando la città di ogni giocatore è inserita.
pad-lines_no_game_scores =
    { $count ->
        [one] { $count } riga impossibile in qualsiasi partita: correggila prima di terminare.
        [many] { $count } di righe impossibili in qualsiasi partita: correggile prima di terminare.
       *[other] { $count } righe impossibili in qualsiasi partita: correggile prima di terminare.
    }
pad-csv_button = Blocchetto segnapunti in CSV
pad-finish_stale = Non terminata: una riga è stata cambiata su un altro telefono dopo il calcolo di questi totali. Controllali e tocca di nuovo Termina.
pad-finish_failed = Non è stato possibile terminare la partita: { $error }
pad-finished_saved = Terminata e salvata nello Storico (ha vinto { $winner }).
pad-finish_again = Termina di nuovo
pad-finish = Termina la partita
pad-finish_ready_when = Potrai terminare quando ogni riga qui sopra si potrà calcolare.
pad-rebuild = Ricostruisci le città
pad-comparison_caption = Blocchetto segnapunti: le righe scritte qui. Città: le righe calcolate dalle città ricostruite; ≠ segna una riga diversa.
pad-rebuild_caption = Inserisci le città carta per carta più tardi, per vedere ogni punto spiegato: i giocatori, l'obiettivo e i dollari di sabbia avanzati (e i dollari di sabbia e le impronte del Robot) vengono riportati, e le righe scritte qui restano accanto a quelle calcolate dalle città.
pad-rebuild_from_pad = Ricostruisci le città da questo blocchetto segnapunti
pad-starting_tile_of = Tessera Caratteristica di partenza di { $name }
pad-tile_placeholder = Scegli la tessera Caratteristica di partenza
pad-start_rebuilding = Inizia la ricostruzione
pad-cannot_rebuild = Impossibile iniziare la ricostruzione: { $error }.
pad-next_home = Inizio: inizia o riprendi un tavolo
pad-store_unreadable = L'archivio delle partite non si può leggere in questo momento ({ $error }); ricarica la pagina tra poco.
pad-store_busy = Quel numero non è stato salvato: l'archivio delle partite è occupato o non disponibile ({ $error }). Riprova.
pad-change_refused = Quella modifica è stata rifiutata ({ $why }); non è stato salvato nulla.
pad-not_saved = Non salvato: { $refusal }
pad-cities_not_scored_problems =
    { $count ->
        [one] Le città non si possono ancora calcolare ({ $count } da correggere, ad es. { $example }): continuale nella pagina Città.
        [many] Le città non si possono ancora calcolare ({ $count } da correggere, ad es. { $example }): continuale nella pagina Città.
       *[other] Le città non si possono ancora calcolare ({ $count } da correggere, ad es. { $example }): continuale nella pagina Città.
    }
pad-cities_not_scored = Le città non si possono ancora calcolare: { $error }.
pad-link_typed_lines = Righe scritte sul blocchetto segnapunti, accanto a queste
pad-refused_start = il blocchetto segnapunti non si può iniziare ({ $why }): correggilo
pad-refused_no_column = su questo blocchetto segnapunti non c'è nessuna colonna «{ $player }» (rinominata su un altro telefono?): ricarica la pagina
pad-refused_no_line = «{ $field }» non è una riga del blocchetto segnapunti: ricarica la pagina
pad-refused_line_limit = { $value } è più di quanto contenga una riga del blocchetto segnapunti (al massimo { $limit } in un senso o nell'altro): controlla il numero e riscrivilo
pad-refused_sand_dollars =
    { $count ->
        [one] { $count } dollaro di sabbia avanzato non è possibile: inserisci da 0 a { $most }
        [many] { $count } di dollari di sabbia avanzati non sono possibili: inserisci da 0 a { $most }
       *[other] { $count } dollari di sabbia avanzati non sono possibili: inserisci da 0 a { $most }
    }
pad-refused_chain =
    { $count ->
        [one] { $count } simbolo nella catena più lunga non è possibile: inserisci da 0 a { $most }
        [many] { $count } di simboli nella catena più lunga non sono possibili: inserisci da 0 a { $most }
       *[other] { $count } simboli nella catena più lunga non sono possibili: inserisci da 0 a { $most }
    }
pad-refused_changed_elsewhere = questo numero è stato cambiato nel frattempo su un altro telefono (ora è { $now }); la casella lo mostra. Cambialo di nuovo per sostituirlo.
pad-refused_not_found = nessun blocchetto segnapunti con id { $id } (eliminato, o un link scritto male): iniziane uno o aprilo dallo Storico
pad-refused_gone = nessun blocchetto segnapunti con id { $id } (eliminato su un altro telefono?): aprine un altro
pad-refused_rebuilt = questo blocchetto segnapunti è stato trasformato in una ricostruzione: le sue righe restano come scritte, per il confronto con le città; cambia invece le città
pad-refused_finished = il blocchetto segnapunti «{ $id }» è terminato: conferma prima la correzione
pad-refused_stale = una riga è stata cambiata su un altro telefono dopo il calcolo di questi totali
pad-refused_unreadable =
    { $count ->
        [one] il blocchetto segnapunti «{ $id }» nell'archivio non si può leggere ({ $count } errore)
        [many] il blocchetto segnapunti «{ $id }» nell'archivio non si può leggere ({ $count } di errori)
       *[other] il blocchetto segnapunti «{ $id }» nell'archivio non si può leggere ({ $count } errori)
    }

catalogue-title = Catalogo delle carte
catalogue-intro = Le carte stampate non sono pubbliche: inserisci le tue una volta sola dai simboli stampati sopra, oppure importa un file di catalogo. Le carte incluse sono esempi inventati, segnati come ESEMPIO.
catalogue-show = Mostra
catalogue-view_cards = Carte
catalogue-view_tiles = Tessere Caratteristica di partenza
catalogue-view_add_card = Aggiungi una carta
catalogue-view_add_tile = Aggiungi una tessera
catalogue-view_files = Condividi · importa / esporta
catalogue-deleted = { $name } eliminata.
catalogue-sample_fixed = Esempio incluso: non si può modificare né eliminare. Inserisci la carta vera con Aggiungi.
catalogue-sample_fixed_tile = Esempio incluso: non si può modificare né eliminare. Inserisci la tessera Caratteristica di partenza vera con Aggiungi una tessera.
catalogue-delete_question = Eliminare { $name } per sempre? Le partite che lo usano non lo troveranno più.
catalogue-delete_yes = Sì, elimina
catalogue-cancel = Annulla
catalogue-edit = Modifica
catalogue-delete = Elimina
catalogue-edit_title = Modifica { $name }
catalogue-close = Chiudi
catalogue-cancel_editing = Annulla la modifica
catalogue-done = Fatto
catalogue-saved_changes = Modifiche a { $name } salvate.
catalogue-search_cards = Cerca per nome o simboli
catalogue-search_cards_example = anello natura
catalogue-filter = Filtra per fila, simboli, esempi
catalogue-every_tag = Ha ogni simbolo
catalogue-show_samples = Mostra gli esempi inclusi
catalogue-cards_shown =
    { $count ->
        [one] { $count } carta mostrata
        [many] { $count } di carte mostrate
       *[other] { $count } carte mostrate
    }
catalogue-tiles_shown =
    { $count ->
        [one] { $count } tessera Caratteristica di partenza mostrata
        [many] { $count } di tessere Caratteristica di partenza mostrate
       *[other] { $count } tessere Caratteristica di partenza mostrate
    }
catalogue-sample = ESEMPIO
catalogue-sample_card = inventata per dimostrazioni e test, non è una carta stampata
catalogue-sample_tile = inventata per dimostrazioni e test, non è una tessera Caratteristica di partenza stampata
catalogue-id = id: { $id }
catalogue-search_tiles = Cerca per nome o simboli
catalogue-search_tiles_example = Vip negozio
catalogue-example = es. { $words }
catalogue-add_card_how = Tocca i simboli stampati sulla carta; viene salvata nel tuo file di catalogo quando tocchi Salva.
catalogue-full_card_form = Modulo completo (numeri rari, note)
catalogue-saved_card = { $name } salvata ({ $row }). { $coverage }.
catalogue-add_tile_how = Tocca i simboli stampati sulla tessera Caratteristica di partenza; viene salvata nel tuo file di catalogo quando tocchi Salva.
catalogue-full_tile_form = Modulo completo (note, numeri rari)
catalogue-saved_tile = Tessera Caratteristica di partenza { $name } salvata. { $coverage }.
catalogue-count_tiles =
    { $count ->
        [one] { $count } tessera Caratteristica di partenza
        [many] { $count } di tessere Caratteristica di partenza
       *[other] { $count } tessere Caratteristica di partenza
    }
catalogue-source_opened_link = il link che hai aperto
catalogue-source_pasted_link = il link incollato
catalogue-source_games = le partite su questo server
catalogue-server = Tutti su questo server
catalogue-server_how = Questo catalogo ({ $cards }, { $tiles } tue) appartiene a questo server: ogni partita qui lo usa, su ogni telefono che apre questa app. Gli altri al tavolo aprono lo stesso indirizzo: non c'è niente da inviare.
catalogue-games_carry_cards = Una partita importata da un file può portare carte sue che conosce solo quella partita. Condividile con ogni partita qui:
catalogue-share_games = Condividi le carte delle partite con ogni partita
catalogue-games_unreadable = Le partite su questo server non si possono leggere ora ({ $error }); riprova.
catalogue-send = Invialo a un'altra app
catalogue-nothing_to_send = Ancora niente da inviare: inserisci carte con Aggiungi una carta o ricevi un catalogo qui sotto.
catalogue-send_how = Scansiona il codice con l'altro telefono o invia il link; poi aprilo nell'altra app (o incollalo lì sotto Ricevi). Le foto restano fuori da codici e link: le porta il file.
catalogue-many_codes = Il tuo catalogo è troppo grande per un solo codice QR: servono { $count } codici. Scansionali uno dopo l'altro, in qualsiasi ordine; ognuno aggiunge le sue carte. Oppure invia il link o il file qui sotto.
catalogue-code = Codice
catalogue-n_of = { $number } di { $count }
catalogue-code_n_of = Codice { $number } di { $count }
catalogue-one_code = Tutto il tuo catalogo in un codice
catalogue-address_too_long = L'indirizzo di questo server è troppo lungo per un codice QR: invia il link o il file.
catalogue-link_too_long = Il tuo catalogo è troppo grande per un link ({ $characters } caratteri; un indirizzo ne porta { $limit }): invia il file qui sotto o i codici QR qui sopra.
catalogue-link =
    { $count ->
        [one] Il link a tutto il tuo catalogo ({ $count } carattere)
        [many] Il link a tutto il tuo catalogo ({ $count } di caratteri)
       *[other] Il link a tutto il tuo catalogo ({ $count } caratteri)
    }
catalogue-link_how = Copialo con il pulsante nel suo angolo e invialo in un messaggio.
catalogue-download = Scarica il mio catalogo (con le foto)
catalogue-receive = Ricevi un catalogo
catalogue-receive_how = Le carte e le tessere già nel tuo catalogo non vengono mai sovrascritte: quelle identiche si saltano, quelle diverse sono elencate come conflitti. Vedi cosa cambierebbe prima che venga importato qualcosa.
catalogue-paste_link = Incolla un link di catalogo
catalogue-read_link = Leggi il link
catalogue-file = Oppure un file di catalogo (.json)
catalogue-file_help = Un file di catalogo esportato da questa app, fino a { $size }.
catalogue-read_file = Leggi questo file
catalogue-from = Provenienza: { $source }
catalogue-would_add = Aggiungerebbe { $cards } e { $tiles }.
catalogue-would_skip = { $count } già nel tuo catalogo, identiche: saltate.
catalogue-would_conflict =
    { $count ->
        [one] { $count } conflitto: resta il tuo, elencato qui sotto.
        [many] { $count } di conflitti: restano i tuoi, elencati qui sotto.
       *[other] { $count } conflitti: restano i tuoi, elencati qui sotto.
    }
catalogue-conflict_preview = Conflitto, non verrebbe importato: { $difference }.
catalogue-import = Importa
catalogue-nothing_new = Niente di nuovo: è già tutto nel tuo catalogo.
catalogue-import_problems = Non è stato importato nulla; ci sono problemi:
catalogue-imported = Importato ({ $source }): { $cards } e { $tiles } aggiunte.
catalogue-imported_names = { $imported } Aggiunte: { $names }.
catalogue-skipped = { $count } già nel tuo catalogo, identiche, saltate: { $names }.
catalogue-conflict = Conflitto, non importato: { $difference }.
catalogue-replaces_samples = Questi id sono anche id di esempi inclusi; si usano i tuoi record al posto degli esempi: { $ids }.

cards-row = Fila
cards-row_beach = Spiaggia
cards-row_street = Lungomare
cards-row_card_beach = Carta spiaggia
cards-row_card_street = Carta lungomare
cards-half_beach = Metà spiaggia
cards-half_street = Metà lungomare
cards-person_local = Gente del posto
cards-person_tourist = Turisti
cards-person_vip = Vip
cards-person_any = Qualsiasi tipo
cards-icon_sand_dollar = Dollaro di sabbia
cards-icon_people = Persone
cards-icon_ring = Anello
cards-coverage = { $cards } di { $all_cards } carte Caratteristica e { $tiles } di { $all_tiles } tessere Caratteristica di partenza in catalogo (carte di esempio escluse)
cards-progress = { $cards } di { $all_cards } carte Caratteristica (spiaggia { $beach }, lungomare { $street }), { $tiles } di { $all_tiles } tessere Caratteristica di partenza
cards-tile_progress =
    { $count ->
        [one] { $tiles } di { $count } tessera Caratteristica di partenza
        [many] { $tiles } di { $count } di tessere Caratteristica di partenza
       *[other] { $tiles } di { $count } tessere Caratteristica di partenza
    }
cards-not_saved_yet = Non ancora salvato; correggi:
cards-symbol_choice = Simbolo: { $symbol }
cards-choose = Scegli le opzioni
cards-remove = Togli
cards-printed_twice = Stampati due volte (tocca quelli che compaiono due volte)
cards-card_name = Nome della carta (facoltativo: la maggior parte delle carte non ne ha)
cards-location_tags = Simboli del luogo
cards-placement = Quando la piazzi (azioni di piazzamento)
cards-add_placement = Aggiungi un'azione di piazzamento
cards-abilities = Abilità di punteggio
cards-add_ability = Aggiungi un'abilità di punteggio
cards-rings = Anelli attività
cards-add_ring = Aggiungi un anello attività
cards-add_ring_beach = Aggiungi un anello sulla metà spiaggia
cards-add_ring_street = Aggiungi un anello sulla metà lungomare
cards-section_placement = Azione di piazzamento { $number }
cards-section_abilities = Abilità di punteggio { $number }
cards-section_rings = Anello { $number }
cards-end_of_beach = Icona di fine spiaggia (deve restare la carta spiaggia più a sinistra)
cards-notes = Note (facoltative)
cards-save_changes = Salva le modifiche
cards-save_card = Salva la carta
cards-save_tile = Salva la tessera Caratteristica di partenza
cards-tile_name = Nome della tessera (facoltativo)
cards-tile_vips = Vip sulla tessera
cards-setup_bonus = Bonus iniziale
cards-setup_sand_dollars = Dollari di sabbia
cards-setup_locals = Gente del posto
cards-setup_tourists = Turisti
cards-footprints = Impronte
cards-footprint_wants = Cosa vogliono i Vip (icona dell'impronta)
cards-points_per_match_long = Punti per ogni simbolo corrispondente
cards-half_symbols = Simboli stampati che un'adiacenza vede
cards-photo_toggle = Aggiungi una foto della carta (facoltativa)
cards-photo_kept = Tenuta con la carta
cards-photo_camera = Foto della carta
cards-row_back = Fila (il colore del retro della carta)
cards-tags = Simboli
cards-tags_twice = tocca due volte per un simbolo stampato due volte
cards-printed = Cosa è stampato
cards-printed_how = un tocco ciascuno; poi tocca il suo simbolo e i suoi numeri qui sotto
cards-name_optional = Nome (facoltativo: la maggior parte delle carte non ne ha)
cards-printed_name = Nome stampato sulla carta
cards-saved = { $name } salvata. { $progress }.
cards-this_card = Questa carta:
cards-same_as = Uguale a { $name }: un'altra copia? Un mazzo può avere carte identiche; salva di nuovo per aggiungerne una.
cards-save_copy = Salva un'altra copia
cards-discard = Scarta questa carta
cards-discard_help = Svuota questa carta senza salvarla (puoi annullare); la fila resta
cards-the_card = la carta
cards-discarded = { $name } scartata senza salvarla.
cards-undo_discard = Annulla lo scarto
cards-half_tags_twice = simboli: tocca due volte per uno stampato due volte
cards-icon_button_sand_dollar = Icona del dollaro di sabbia
cards-icon_button_people = Icona delle persone
cards-tile_vips_pictured = Vip raffigurati sulla tessera
cards-setup_bonus_how = cosa dà la tessera all'inizio
cards-footprint_icon = Icona dell'impronta
cards-footprint_icon_how = cosa vogliono i Vip, punti per corrispondenza
cards-vips_want = I Vip vogliono
cards-points_per_match = Punti per corrispondenza
cards-tile_name_optional = Nome (facoltativo: solo una tessera ha un nome noto, l'Ufficio Postale)
cards-tile_printed_name = Nome stampato sulla tessera
cards-this_tile = Questa tessera:
cards-tag_choice = { $tag } · { $count }
cards-no_tags = Nessun simbolo
cards-show_sample_cards =
    { $count ->
        [one] Mostra la carta di esempio
        [many] Mostra i { $count } di carte di esempio
       *[other] Mostra le { $count } carte di esempio
    }
cards-show_sample_cards_help = Esempi inclusi, inventati per le dimostrazioni: le tue carte sono elencate senza di loro
cards-tap_row =
    { $count ->
        [one] Tocca la fila della carta: { $count } carta non è ancora al tavolo.
        [many] Tocca la fila della carta: { $count } di carte non sono ancora al tavolo.
       *[other] Tocca la fila della carta: { $count } carte non sono ancora al tavolo.
    }
cards-tags_on_card = Simboli sulla carta
cards-tap_tag_beach =
    { $count ->
        [one] { $count } carta spiaggia: tocca un simbolo stampato sulla tua.
        [many] { $count } di carte spiaggia: tocca un simbolo stampato sulla tua.
       *[other] { $count } carte spiaggia: tocca un simbolo stampato sulla tua.
    }
cards-tap_tag_street =
    { $count ->
        [one] { $count } carta lungomare: tocca un simbolo stampato sulla tua.
        [many] { $count } di carte lungomare: tocca un simbolo stampato sulla tua.
       *[other] { $count } carte lungomare: tocca un simbolo stampato sulla tua.
    }
cards-no_match = Nessuna carta non ancora al tavolo ha tutti questi simboli: tocca di nuovo un simbolo per toglierlo.
cards-shape_ring = Anello
cards-shape_next_to = Accanto a simbolo
cards-shape_chain = Catena
cards-shape_gain = + Dollari di sabbia
cards-shape_add = + Persone
cards-shape_move = Muovi persone
cards-shape_next_to_2 = Accanto a 2+
cards-shape_one_or_more = Accanto a 1 / 2+
cards-shape_chain_each = Catena, per simbolo
cards-shape_ring_any = Anello numero libero
cards-shape_near_symbol = Accanto a icona
cards-shape_not_near_ring = Non accanto ad anello
cards-shape_all_of = Accanto a tutti
cards-shape_in_city = Simboli in città
cards-shape_unspent = Dollari di sabbia non spesi
cards-shape_move_here = Muovi qui
cards-shape_end_of_beach = Fine spiaggia
cards-kind_gain_sand_dollars = Guadagna dollari di sabbia
cards-kind_add_people = Aggiungi gente del posto o turisti
cards-kind_move_people = Muovi persone
cards-kind_move_here = Muovi persone qui (da qualsiasi punto)
cards-kind_adjacent_tag = Adiacente a un simbolo
cards-kind_adjacent_two_or_more = Adiacente a 2+ di un simbolo
cards-kind_adjacent_one_or_more = Adiacente: 1 di un simbolo / 2+ di esso
cards-kind_adjacent_all_of = Adiacente a tutti di più simboli
cards-kind_adjacent_symbol = Adiacente a un'icona (dollaro di sabbia, persone, anello)
cards-kind_not_adjacent_symbol = NON adiacente a un'icona
cards-kind_chain = Catena: punti fissi
cards-kind_chain_per_tag = Catena: punti per simbolo
cards-kind_tags_in_city = Simboli ovunque in città
cards-kind_unspent_sand_dollars = Dollari di sabbia non spesi
cards-kind_ring = Anello con persone raffigurate
cards-kind_any_number_ring = Qualsiasi numero di persone (1 o più)
cards-field_amount = Dollari di sabbia
cards-field_count = Quante
cards-field_person = Chi
cards-field_move_count = Fino a quante persone
cards-field_distance = Fino a quanti spazi ciascuna
cards-field_tag = Simbolo
cards-field_points = Punti
cards-field_points_each = Punti ogni volta
cards-field_one_points = Punti per esattamente 1
cards-field_more_points = Punti per 2 o più
cards-field_tags = Simboli (tutti necessari)
cards-field_symbol = Icona
cards-field_minimum = Minimo di simboli nella catena
cards-field_points_per_tag = Punti per simbolo
cards-field_per_tags = Ogni ... simboli
cards-field_per_sand_dollars = Ogni ... dollari di sabbia
cards-word_name = Nome
cards-word_row = Fila
cards-word_tags = Simboli
cards-word_placement = Azioni di piazzamento
cards-word_scoring = Abilità di punteggio
cards-word_notes = Note
cards-word_vips = Vip
cards-word_wants = Cosa vogliono i Vip
cards-word_points_per_match = Punti per corrispondenza
cards-word_sand_dollars = Dollari di sabbia iniziali
cards-word_locals = Gente del posto iniziali
cards-word_tourists = Turisti iniziali
cards-word_symbols = Icone
cards-word_rings = Anelli
cards-word_value = valore
cards-error_at_least = «{ $field }» deve essere almeno { $limit }
cards-error_at_most = «{ $field }» deve essere al massimo { $limit }
cards-error_required = manca «{ $field }»
cards-error_too_long_text = «{ $field }» deve avere al massimo { $limit } caratteri
cards-error_too_few = «{ $field }» deve averne almeno { $limit }
cards-error_too_many = «{ $field }» deve averne al massimo { $limit }
cards-error_pattern = «{ $field }» può usare solo lettere minuscole, cifre, «-» e «_»
cards-error_other = «{ $field }»: { $problem }
cards-error_where = { $where }: { $problem }
cards-error_row = { $row } ({ $kind })
cards-refuse_kind = { $where }: scegli cosa fa.
cards-refuse_row = Fila: scegli spiaggia o lungomare (il colore del retro della carta).
cards-refuse_row_keypad = Fila: tocca Spiaggia o Lungomare (il colore del retro della carta).
cards-refuse_tags = Simboli: una carta ha al massimo { $limit } simboli; ne sono scelti { $count }.
cards-refuse_limit_placement = Azioni di piazzamento: al massimo { $limit }; togline alcune.
cards-refuse_limit_abilities = Abilità di punteggio: al massimo { $limit }; togline alcune.
cards-refuse_limit_rings = Anelli: al massimo { $limit }; togline alcuni.
cards-refuse_end_of_beach = Fine spiaggia: questa icona è solo sulle carte spiaggia; imposta la fila su spiaggia o togli la spunta.
cards-refuse_scoring_limit = Abilità di punteggio e anelli: al massimo { $limit } in tutto; togline alcuni.
cards-refuse_vips = Vip: scegli 1 o 2 (i Vip raffigurati sulla tessera).
cards-refuse_wants = Cosa vogliono i Vip: scegli almeno un simbolo o un'icona dall'icona delle impronte della tessera.
cards-refuse_half_tags = Simboli: al massimo { $limit } su una metà; ne sono scelti { $count }.
cards-refuse_half = { $half }: { $problem }

photo-file_too_big = l'immagine pesa { $megabytes } MB: scatta una foto o scegline una sotto i 20 MB
photo-too_large_reduced = l'immagine resta troppo grande anche ridotta: scatta una foto più semplice della carta
photo-not_a_picture = la foto non è un'immagine: scatta la foto con il pulsante della fotocamera o scegli un file JPEG, PNG o WebP
photo-far_too_many_pixels = l'immagine ha troppi pixel per essere ridotta qui: scatta la foto con il pulsante della fotocamera o scegli un file JPEG, PNG o WebP
photo-damaged = l'immagine è danneggiata o incompleta: scatta la foto con il pulsante della fotocamera o scegli un file JPEG, PNG o WebP
photo-gif = una GIF non viene tenuta come foto di una carta: scatta la foto con il pulsante della fotocamera o salva l'immagine come JPEG o PNG
photo-format = le immagini in formato { $format } non vengono tenute: scatta la foto con il pulsante della fotocamera o scegli un file JPEG, PNG o WebP
photo-too_many_pixels_jpeg = l'immagine è di { $width } x { $height } pixel, troppi per ridurla qui: scatta la foto con il pulsante della fotocamera o scegli un'immagine più piccola
photo-too_many_pixels = l'immagine è di { $width } x { $height } pixel, troppi per ridurla qui: scatta la foto con il pulsante della fotocamera o esportala come JPEG
photo-svg = un disegno SVG non viene tenuto come foto di una carta: scatta la foto con il pulsante della fotocamera o esporta l'immagine come JPEG o PNG
photo-heic = le foto HEIC non si possono leggere qui: scatta la foto con il pulsante della fotocamera o esportala come JPEG
photo-unknown = questo file non è un'immagine leggibile: scatta la foto con il pulsante della fotocamera o scegli un file JPEG, PNG o WebP
photo-not_kept = Nessuna foto tenuta: { $why }.
photo-not_saved = Foto non salvata: { $error }
photo-saved = Nuova foto salvata per { $name }.
photo-removed = Foto di { $name } rimossa.
photo-unreadable = foto illeggibile
photo-unreadable_note = La foto di { $names } non si può leggere, per questo compare «{ $unreadable }»: apri la carta e tocca Sostituisci foto per farne una nuova, oppure Togli foto.
photo-replace = Sostituisci foto
photo-new_photo = Nuova foto della carta
photo-choose_file = Oppure scegli un'immagine (fino a 8 MB)
photo-remove = Togli foto
photo-left_out_would = La carta «{ $card }» verrebbe importata senza la sua foto: { $why }. Aggiungine una nuova con Sostituisci foto sotto la carta.
photo-left_out_was = La carta «{ $card }» è stata importata senza la sua foto: { $why }. Aggiungine una nuova con Sostituisci foto sotto la carta.

engine-row_beach = spiaggia
engine-row_street = lungomare
engine-row_front = anteriore
engine-row_back = posteriore
engine-square = fila { $row }, colonna { $column }
engine-square_start = la metà { $row } della tessera Caratteristica di partenza
engine-display_slot = la fila { $row }, colonna { $column }
engine-person_local = persona del posto
engine-person_tourist = turista
engine-person_vip = Vip
engine-person_any = persona
engine-people_local = gente del posto
engine-people_tourist = turisti
engine-people_vip = Vip
engine-people_any = persone
engine-count_person =
    { $count ->
        [one] { $count } persona
        [many] { $count } di persone
       *[other] { $count } persone
    }
engine-count_local =
    { $count ->
        [one] { $count } persona del posto
        [many] { $count } di persone del posto
       *[other] { $count } persone del posto
    }
engine-count_tourist =
    { $count ->
        [one] { $count } turista
        [many] { $count } di turisti
       *[other] { $count } turisti
    }
engine-count_vip =
    { $count ->
        [one] { $count } Vip
        [many] { $count } di Vip
       *[other] { $count } Vip
    }
engine-count_space =
    { $count ->
        [one] { $count } spazio
        [many] { $count } di spazi
       *[other] { $count } spazi
    }
engine-robot = Robot
engine-and = { $first } e { $second }
engine-prompt_over = La partita è finita.
engine-prompt_tile_solo = { $who }: quale tessera Caratteristica di partenza hai pescato a caso?
engine-prompt_tile = { $who }: scegli una tessera Caratteristica di partenza.
engine-prompt_food_truck = { $who }: metti il food truck sotto una colonna del mercato (il buongustaio va 2 colonne alla sua destra).
engine-prompt_reveal = Rivela la prima carta del mazzo nella fila { $row }, colonna { $column }: quale carta è?
engine-prompt_robot = Turno del Robot: tira il dado (o indica il valore uscito).
engine-prompt_turn = { $who }: prendi una carta della fila anteriore o usa un'azione Dollaro di sabbia.
engine-prompt_place_two = { $who }: piazza { $cards } nella tua città, una alla volta: le azioni di piazzamento di ogni carta si fanno prima di piazzare la successiva (chiarimento 22).
engine-prompt_place = { $who }: piazza { $cards } nella tua città.
engine-prompt_final = { $who }: movimento finale (gente del posto fino a 3 spazi, turisti e Vip 1); Fatto quando hai finito.
engine-prompt_move = { $who }: puoi muovere fino a { $people }, fino a { $spaces } a testa ({ $reason }); Fatto per fermarti.
engine-prompt_move_here = { $who }: puoi spostare fino a { $people } da qualsiasi punto su { $square }.
engine-prompt_happy_day = { $who }: giornata felice! Scegli 1 dollaro di sabbia + 1 mossa, 2 dollari di sabbia o 2 mosse di 1 spazio.
engine-prompt_swap =
    { $count ->
        [one] { $who }: puoi scambiare 2 carte Caratteristica della stessa fila (resta { $count } scambio).
        [many] { $who }: puoi scambiare 2 carte Caratteristica della stessa fila (restano { $count } di scambi).
       *[other] { $who }: puoi scambiare 2 carte Caratteristica della stessa fila (restano { $count } scambi).
    }
engine-prompt_return = { $who }: puoi restituire fino a { $people } dalla tua città alla riserva.
engine-prompt_choose = { $who }: scegli un'azione.
engine-over = la partita è finita: resta solo da contare i punti
engine-column_range = scegli una colonna del mercato da 0 a 3
engine-die_range = un dado mostra da 1 a 6
engine-can_take = si può ancora prendere una carta: si può passare solo quando non si può prendere nessuna carta
engine-happy_option = scegli dollar_and_move, two_dollars o two_moves
engine-no_person_to_return = non c'è nessun { $person } su { $square } da restituire
engine-nothing_to_finish = ora non c'è nessun passo facoltativo da finire: { $prompt }
engine-unknown_action = azione sconosciuta { $action }: usa una delle azioni di scorer.engine.actions
engine-wrong_choice = non è la scelta richiesta: { $prompt }
engine-tile_not_in_game = «{ $tile }» non è una delle tessere Caratteristica di partenza di questa partita: scegline una tra { $tiles }
engine-tile_taken = «{ $tile }» è già presa: scegli un'altra tessera Caratteristica di partenza
engine-card_not_in_deck = «{ $card }» non è nel mazzo di questa partita: aggiungila al mazzo (preparazione) o controlla la carta
engine-card_revealed = «{ $card }» è già stata rivelata in questa partita: controlla quale carta è stata girata
engine-column_blank = la colonna { $column } della fila anteriore è vuota: prendi una carta visibile
engine-no_place = { $card } non ha un posto consentito nella tua città: prendi un'altra carta
engine-slot_twice = lo stesso spazio del mercato compare due volte
engine-slot_blank = { $slot } è vuota: scegli uno spazio con una carta
engine-takes_front = questa azione prende 1 carta dalla fila anteriore
engine-takes_back = questa azione prende 1 carta dalla fila posteriore
engine-takes_two_front = questa azione prende 2 carte dalla fila anteriore
engine-takes_front_and_behind = questa azione prende 1 carta della fila anteriore e la carta della fila posteriore dietro di essa
engine-takes_anywhere = questa azione prende 1 carta da qualsiasi punto del mercato
engine-no_tag = { $card } non ha nessuno dei simboli richiesti da questa azione ({ $tags })
engine-not_sand_dollar_action = «{ $action }» non è una delle due azioni Dollaro di sabbia di questa partita
engine-cannot_afford = { $action } costa { $cost } e hai { $have }
engine-cannot_place_all = le carte prese non si potrebbero piazzare tutte nella tua città: scegli altre carte
engine-not_in_hand = «{ $card }» non è una carta che hai preso in questo turno: piazza una tra { $hand }
engine-wrong_row_beach = { $card } è una carta spiaggia: piazzala nella fila spiaggia
engine-wrong_row_street = { $card } è una carta lungomare: piazzala nella fila lungomare
engine-bad_square = { $card } non può andare in { $square }: deve toccare un lato della tua città, su uno spazio vuoto, e mai a sinistra della carta di fine spiaggia (chiarimento 14)
engine-no_room_for_other = piazzarla lì non lascerebbe posto per l'altra tua carta: scegli un altro spazio
engine-move_only_for = questa mossa è solo per { $people } ({ $reason })
engine-cannot_move_now = nessun { $person } su { $square } può muoversi ora (non c'è nessuno o si è già mosso in questa azione)
engine-move_here_path = le persone si spostano sulla nuova carta in { $square }: il percorso è solo quello spazio
engine-already_here = quella persona è già su questa carta
engine-no_person_there = non c'è nessun { $person } su { $square }
engine-path_empty = una mossa richiede almeno uno spazio di arrivo
engine-path_too_long = questa mossa percorre { $length } spazi ma ne sono consentiti solo { $distance }
engine-path_no_card = in { $square } non c'è nessuna carta: le persone si spostano solo su carte piazzate
engine-path_not_adjacent = { $square } non ha un lato in comune con { $here }: muoviti su, giù, a sinistra o a destra
engine-swap_same = scegli due carte diverse da scambiare
engine-swap_no_card = non c'è nessuna carta Caratteristica nella fila { $row }, colonna { $column } (la tessera Caratteristica di partenza non si scambia mai)
engine-swap_end_of_beach = la carta di fine spiaggia non si può mai scambiare (chiarimento 14)
engine-swap_rows = una carta spiaggia e una carta lungomare non si possono scambiare: ognuna resta nella sua fila
engine-log_took = { $name } prende { $card } (fila anteriore, colonna { $column }).
engine-log_placed = { $name } piazza { $card } in { $square }.
engine-log_moved = { $name } sposta un { $person } da { $source } a { $target }.
engine-log_moved_via = { $name } sposta un { $person } da { $source } a { $target } passando per { $path }.
engine-log_paid = { $name } paga { $cost } per { $action } e prende { $cards } (nessuna ricompensa da food truck o buongustaio, chiarimento 19).
engine-log_gained = { $name } guadagna { $amount } ({ $reason }).
engine-log_dealt = { $card } viene messa nella fila { $row }, colonna { $column }.
engine-log_added_local =
    { $count ->
        [one] { $name } mette { $count } persona del posto su { $square }.
        [many] { $name } mette { $count } di persone del posto su { $square }.
       *[other] { $name } mette { $count } persone del posto su { $square }.
    }
engine-log_added_tourist =
    { $count ->
        [one] { $name } mette { $count } turista su { $square }.
        [many] { $name } mette { $count } di turisti su { $square }.
       *[other] { $name } mette { $count } turisti su { $square }.
    }
engine-log_added_vip =
    { $count ->
        [one] { $name } mette { $count } Vip su { $square }.
        [many] { $name } mette { $count } di Vip su { $square }.
       *[other] { $name } mette { $count } Vip su { $square }.
    }
engine-log_no_move = Nessuno può muoversi ({ $reason }).
engine-log_no_move_here = Non c'è nessun altro in città da spostare qui.
engine-log_random_tile = { $name } pesca una tessera Caratteristica di partenza a caso (regole in solitario).
engine-log_no_swap = Non ci sono due carte di una fila che si possano scambiare.
engine-log_no_return = Non c'è nessuno in città da restituire.
engine-log_no_final = { $name } non ha nessuno che possa muoversi nel movimento finale.
engine-log_over = La partita è finita: contate i punti delle città.
engine-log_tile = { $name } prende la tessera Caratteristica di partenza { $tile }.
engine-log_setup_bonus = { $name } guadagna { $amount } (bonus iniziale).
engine-log_slid = Le carte della fila posteriore scendono negli spazi vuoti davanti.
engine-log_ends_deck = La partita finisce: il mazzo è finito. Movimento finale.
engine-log_ends_cards =
    { $count ->
        [one] La partita finisce: { $name } ha { $count } carta. Movimento finale.
        [many] La partita finisce: { $name } ha { $count } di carte. Movimento finale.
       *[other] La partita finisce: { $name } ha { $count } carte. Movimento finale.
    }
engine-log_triggered_cards =
    { $count ->
        [one] La fine è attivata: { $name } ha { $count } carta Caratteristica. Si gioca fino alla fine del round.
        [many] La fine è attivata: { $name } ha { $count } di carte Caratteristica. Si gioca fino alla fine del round.
       *[other] La fine è attivata: { $name } ha { $count } carte Caratteristica. Si gioca fino alla fine del round.
    }
engine-log_triggered_no_card = La fine è attivata: non si può prendere nessuna carta. Si gioca fino alla fine del round.
engine-log_last_round = L'ultimo round è finito. Movimento finale, in ordine di turno.
engine-log_new_game = Nuova partita: { $players }.
engine-log_new_game_solo = Nuova partita: { $players } contro il Robot.
engine-log_food_truck = Il food truck parte sotto la colonna { $column }, il buongustaio sotto la colonna { $foodie }.
engine-log_passes = { $name } non può prendere nessuna carta e passa.
engine-log_happy_day = Giornata felice! { $name } sceglie { $option }.
engine-option_dollar_and_move = dollaro e mossa
engine-option_two_dollars = due dollari
engine-option_two_moves = due mosse
engine-log_done = { $name } ha finito questo passo.
engine-log_deck_empty = Il mazzo è vuoto: gli spazi vuoti del mercato restano vuoti.
engine-log_revealed = { $card } viene rivelata nella fila { $row }, colonna { $column }.
engine-log_footprint = Il Vip lascia un'impronta su { $card }.
engine-log_no_footprints = Non restano segnalini Impronta nella riserva.
engine-log_returned = { $name } restituisce un { $person } da { $square } alla riserva.
engine-log_swapped = { $name } scambia { $first } e { $second } (persone e impronte restano con le loro carte).

assistant-reward_food_truck = + 1 dollaro di sabbia (food truck)
assistant-reward_foodie = + muovi 1 persona di 1 spazio (buongustaio)
assistant-reward_happy_day = + giornata felice (food truck e buongustaio)
assistant-take_column = Prendi la colonna { $column }
assistant-take_column_reward = Prendi la colonna { $column } { $reward }
assistant-nothing_to_take = niente da prendere
assistant-no_effects = nessun effetto
assistant-which_revealed =
    { $count ->
        [one] Quale carta è stata rivelata? ({ $count } non ancora vista)
        [many] Quale carta è stata rivelata? ({ $count } non ancora viste)
       *[other] Quale carta è stata rivelata? ({ $count } non ancora viste)
    }
assistant-die_at_table = Oppure indica il dado tirato al tavolo:
assistant-swap_which = Quali due carte scambi?
assistant-choose = Scegli
assistant-costs_have = { $action } (costa { $cost }; ne hai { $have })
assistant-face_foodie = la carta del buongustaio (colonna { $column })
assistant-face_food_truck = la carta del food truck (colonna { $column })
assistant-face_column = colonna { $column }
assistant-die_face = { $value } · { $which }: prende { $card }
assistant-deck_label_generated = mazzo virtuale: carte di ESEMPIO generate
assistant-deck_label_mine = mazzo virtuale: il mio catalogo
assistant-deck_label_physical = mazzo fisico
assistant-setup_tiles_drawn =
    { $count ->
        [one] scegli la tessera Caratteristica di partenza pescata per il tavolo
        [many] scegli le { $count } di tessere Caratteristica di partenza pescate per il tavolo
       *[other] scegli le { $count } tessere Caratteristica di partenza pescate per il tavolo
    }
assistant-setup_few_tiles =
    { $count ->
        [one] il catalogo ha { $count } tessera Caratteristica di partenza e { $players } giocatori ne richiedono { $players }: aggiungi tessere nella pagina Catalogo
        [many] il catalogo ha { $count } di tessere Caratteristica di partenza e { $players } giocatori ne richiedono { $players }: aggiungi tessere nella pagina Catalogo
       *[other] il catalogo ha { $count } tessere Caratteristica di partenza e { $players } giocatori ne richiedono { $players }: aggiungi tessere nella pagina Catalogo
    }
assistant-setup_names = dai a ogni giocatore un nome diverso e non vuoto
assistant-setup_objective_and_actions = scegli la tessera Obiettivo di punteggio e le 2 tessere Dollaro di sabbia che sono sul tavolo
assistant-setup_objective = scegli la tessera Obiettivo di punteggio che è sul tavolo
assistant-setup_actions = scegli le 2 tessere Dollaro di sabbia che sono sul tavolo
assistant-setup_two_actions = scegli esattamente 2 azioni Dollaro di sabbia, o nessuna per pescarle a caso
assistant-objective_blue = Blu
assistant-objective_green = Verde
assistant-objective_orange = Arancione
assistant-robot_move = Mossa del Robot:
assistant-pick_actions = Nessuna: 2 pescate a caso
assistant-pick_tiles = Scegli le tessere distribuite
assistant-catalogue_unreadable = Non è stato possibile leggere il catalogo delle carte: { $error }. Correggilo nella pagina Catalogo; il mazzo di esempio generato funziona comunque.
assistant-new_game = Nuova partita
assistant-players = Giocatori
assistant-solo = Solitario
assistant-player_n = Giocatore { $number }
assistant-player_solo = Giocatore { $number } (tu, contro il Robot)
assistant-deck_generated = Mazzo virtuale: carte di ESEMPIO generate (inventate, indicate come esempi)
assistant-deck_mine =
    { $count ->
        [one] Mazzo virtuale: il mio catalogo ({ $count } carta)
        [many] Mazzo virtuale: il mio catalogo ({ $count } di carte)
       *[other] Mazzo virtuale: il mio catalogo ({ $count } carte)
    }
assistant-deck_physical = Mazzo fisico: peschiamo carte vere e io dico quale carta è stata rivelata
assistant-deck = Mazzo
assistant-too_few_printed =
    { $count ->
        [one] Il tuo catalogo ha { $count } carta stampata; una partita virtuale con queste ne richiede { $needed }. Inseriscine altre nella pagina Catalogo o gioca con gli esempi.
        [many] Il tuo catalogo ha { $count } di carte stampate; una partita virtuale con queste ne richiede { $needed }. Inseriscine altre nella pagina Catalogo o gioca con gli esempi.
       *[other] Il tuo catalogo ha { $count } carte stampate; una partita virtuale con queste ne richiede { $needed }. Inseriscine altre nella pagina Catalogo o gioca con gli esempi.
    }
assistant-physical_picked =
    { $count ->
        [one] Le carte rivelate si scelgono dal tuo catalogo ({ $count } carta, esempi compresi); una carta che manca si può inserire quando viene rivelata.
        [many] Le carte rivelate si scelgono dal tuo catalogo ({ $count } di carte, esempi compresi); una carta che manca si può inserire quando viene rivelata.
       *[other] Le carte rivelate si scelgono dal tuo catalogo ({ $count } carte, esempi compresi); una carta che manca si può inserire quando viene rivelata.
    }
assistant-hard_mode = Modalità difficile (solitario)
assistant-advanced = Avanzate
assistant-seed = Seme per mescolare (vuoto: a caso). Lo stesso seme e le stesse scelte distribuiscono la stessa partita.
assistant-start = Inizia la partita
assistant-cannot_start = La partita non può iniziare: { $error }
assistant-not_saved = Non è stato possibile salvare la partita ({ $error }); riprova tra un momento.
assistant-draw_random = Pesca a caso
assistant-objective_tile = Tessera Obiettivo di punteggio
assistant-actions_random = Azioni Dollaro di sabbia (lascia vuoto per pescarne 2 a caso)
assistant-objective_on_table = Tessera Obiettivo di punteggio sul tavolo
assistant-pick_tile_on_table = Scegli la tessera sul tavolo
assistant-actions_on_table = Le 2 tessere Dollaro di sabbia sul tavolo
assistant-pick_both = Scegli entrambe le tessere
assistant-only_sample_tiles =
    { $count ->
        [one] Il tuo catalogo ha solo { $count } tessera Caratteristica di partenza di esempio (inventata, non quella della scatola). Per giocare con le tessere sul tuo tavolo, inseriscile prima nella pagina Catalogo (Aggiungi una tessera): compariranno qui.
        [many] Il tuo catalogo ha solo le { $count } di tessere Caratteristica di partenza di esempio (inventate, non quelle della scatola). Per giocare con le tessere sul tuo tavolo, inseriscile prima nella pagina Catalogo (Aggiungi una tessera): compariranno qui.
       *[other] Il tuo catalogo ha solo le { $count } tessere Caratteristica di partenza di esempio (inventate, non quelle della scatola). Per giocare con le tessere sul tuo tavolo, inseriscile prima nella pagina Catalogo (Aggiungi una tessera): compariranno qui.
    }
assistant-tiles_dealt =
    { $count ->
        [one] La tessera Caratteristica di partenza distribuita al tavolo
        [many] Le { $count } di tessere Caratteristica di partenza distribuite al tavolo
       *[other] Le { $count } tessere Caratteristica di partenza distribuite al tavolo
    }
assistant-open_saved = Apri una partita salvata (JSON)
assistant-saved_file = File della partita salvata
assistant-open_it = Aprila
assistant-not_opened = Il file non è stato aperto: { $error }
assistant-games_unreadable = Le partite salvate non si possono leggere ora ({ $error }).
assistant-resume = Riprendi una partita
assistant-vs_robot = { $names } contro il Robot
assistant-count_actions =
    { $count ->
        [one] { $count } azione
        [many] { $count } di azioni
       *[other] { $count } azioni
    }
assistant-finished_games = Partite terminate
assistant-finished_link = { $players } · { $day } · blocchetto segnapunti
assistant-title = Assistente
assistant-intro = Il motore delle regole segue la partita: a chi tocca, le scelte consentite, le città, i punti. Salvato dopo ogni azione.
assistant-no_replay = Questa partita non si riproduce più con le regole attuali: { $error }
assistant-keep_legal =
    { $count ->
        [one] Tieni la prima di { $total } azioni e continua a giocare
        [many] Tieni le prime { $count } di { $total } azioni e continua a giocare
       *[other] Tieni le prime { $count } di { $total } azioni e continua a giocare
    }
assistant-back_to_new = Torna a nuova partita
assistant-cannot_open = Questa partita non si può aprire: { $error }
assistant-no_scores = I punti non sono disponibili ora: { $error }
assistant-not_in_history = Questa partita è finita ma non è ancora nello Storico.
assistant-save_to_history = Salvala nello Storico
assistant-winner =
    { $count ->
        [one]
            🏆 { $names } vince con { $points ->
                [one] { $points } punto
                [many] { $points } di punti
               *[other] { $points } punti
            }
        [many] 🏆 { $names } condividono la vittoria con { $points } di punti
       *[other]
            🏆 { $names } condividono la vittoria con { $points ->
                [one] { $points } punto
                [many] { $points } di punti
               *[other] { $points } punti
            }
    }
assistant-open_scorepad = Apri il blocchetto segnapunti completo (salvato nello Storico)
assistant-history_before_undo = Lo Storico conserva questa partita com'era finita prima dell'annullamento; quella copia viene sostituita quando la partita finisce di nuovo.
assistant-choices_failed = Le scelte non si possono mostrare ({ $error }). Annulla l'ultima azione qui sotto o ricarica la pagina.
assistant-cities_and_scores = Città e punti
assistant-final_cities = Città finali
assistant-col_player = Giocatore
assistant-col_points = Punti
assistant-col_cards = Carte
assistant-col_sand_dollars = Dollari di sabbia
assistant-robot = Robot
assistant-provisional = Provvisorio: le città contate come sono ora, prima del movimento finale.
assistant-scores_later = I punti compaiono quando ogni giocatore ha la sua tessera Caratteristica di partenza.
assistant-city_of = Città di
assistant-show_picture = Mostra l'immagine della città (con i punti di ogni carta)
assistant-no_picture = Non si può disegnare l'immagine: { $error }
assistant-robot_piles = Robot: pila spiaggia { $beach }, pila lungomare { $street }, { $sand_dollars }, { $footprints }.
assistant-no_cities = Le città non si possono disegnare ora: { $error }
assistant-game_log = Registro della partita
assistant-whole_log =
    { $count ->
        [one] Registro completo ({ $count } azione)
        [many] Registro completo ({ $count } di azioni)
       *[other] Registro completo ({ $count } azioni)
    }
assistant-look_back = Guarda un momento precedente (non si annulla nulla)
assistant-after_action = Dopo l'azione
assistant-setup = preparazione
assistant-after_setup = Dopo la preparazione
assistant-after_number = Dopo l'azione { $number }
assistant-game_over = la partita è finita
assistant-no_moment = Quel momento non si può mostrare: { $error }
assistant-undo_several = Annulla più azioni
assistant-how_many_undo = Quante azioni annullare
assistant-back_to_setup = Torna a subito dopo: la preparazione
assistant-back_to_action = Torna a subito dopo: azione { $number }: { $lines }
assistant-undo_n =
    { $count ->
        [one] Annulla { $count } azione
        [many] Annulla { $count } di azioni
       *[other] Annulla { $count } azioni
    }
assistant-export = Esporta
assistant-dl_actions = Registro delle azioni (JSON)
assistant-dl_saved_help = La preparazione e il registro delle azioni: rigiocata, dà lo stesso risultato.
assistant-dl_saved = Partita salvata (JSON)
assistant-dl_scorepad = Blocchetto segnapunti (CSV)
assistant-dl_game = File della partita (JSON)
assistant-no_exports = Le esportazioni non si possono preparare ora: { $error }
assistant-follow = Gli altri telefoni al tavolo possono seguire questa partita: aprite lì l'Assistente e riprendetela, o condividete il link di questa pagina. Ogni telefono mostra ogni azione in pochi secondi, senza toccare nulla.
assistant-close = Chiudi questa partita (resta salvata)
assistant-home_next = Inizio: inizia o riprendi un tavolo
assistant-count_footprints =
    { $count ->
        [one] { $count } segnalino Impronta
        [many] { $count } di segnalini Impronta
       *[other] { $count } segnalini Impronta
    }
assistant-type_to_search = Scrivi per cercare
assistant-confirm = Conferma
assistant-robot_rolls = Tira il dado del Robot da solo dopo il mio turno
assistant-robot_rolls_help = La sua mossa compare in alto al tuo turno successivo: togli la sua carta dal mercato.
assistant-undo_last = Annulla l'ultima azione
assistant-redo = Ripristina
assistant-robot_turn = Turno del Robot: lascia che l'app tiri per lui o tocca la faccia del dado uscita al tavolo.
assistant-search_label = Oppure cercala per nome
assistant-type_label = Scrivi parte del nome della carta
assistant-confirm_revealed = Conferma la carta rivelata
assistant-deck_empty_q = Nessuna carta da rivelare? (il mazzo è vuoto)
assistant-deck_empty_help = Solo quando il mazzo al tavolo è finito: lo spazio resta vuoto e la partita va verso la fine.
assistant-deck_empty_yes = Sì, il mazzo è vuoto
assistant-not_in_list = Non è nell'elenco? Inseriscila
assistant-enter_help = Tocca i simboli stampati sulla carta: Salva la mette nel tuo catalogo e la rivela qui.
assistant-full_form = Modulo completo (numeri rari, note)
assistant-nobody_moves = Non muovere nessuno dà già il punteggio massimo: dimostrato, nessun movimento dà di più.
assistant-where_to = Dove?
assistant-cancel = Annulla
assistant-best_final = Suggerisci il miglior movimento finale
assistant-best_final_help = Cerca ogni modo di muovere le tue persone per il punteggio più alto (può richiedere qualche secondo). Solo un suggerimento: ogni mossa la fai tu.
assistant-find_it = Cerca
assistant-no_suggestion = Nessun suggerimento questa volta: { $error }
assistant-not_proven = Non è stato trovato un movimento migliore, ma la ricerca si è fermata prima di poter dimostrare che non c'è.
assistant-plan_proven =
    { $count ->
        [one] +{ $count } punto: { $moves }.
        [many] +{ $count } di punti: { $moves }.
       *[other] +{ $count } punti: { $moves }.
    }
assistant-plan_found =
    { $count ->
        [one] +{ $count } punto (il migliore trovato, non dimostrato ottimale): { $moves }.
        [many] +{ $count } di punti (il migliore trovato, non dimostrato ottimale): { $moves }.
       *[other] +{ $count } punti (il migliore trovato, non dimostrato ottimale): { $moves }.
    }
assistant-which_first = Quale carta piazzi per prima?
assistant-place_at = { $letter }: piazza { $card } in { $square }
assistant-move_who = Muovi: { $who }
assistant-tiles_do = Cosa fanno le tessere Caratteristica di partenza
assistant-show_hints = Mostra suggerimenti di piazzamento
assistant-no_hints = Nessun suggerimento questa volta: { $error }
assistant-hints = Suggerimenti di piazzamento
assistant-hints_help = Lo spazio consentito migliore per ogni carta che puoi prendere ora e la variazione del tuo punteggio provvisorio. Mosse, scambi e restituzioni facoltativi non vengono cercati; «Fallo» prende e piazza, il resto resta una tua scelta.
assistant-no_card_now = Ora non si può prendere nessuna carta.
assistant-not_hinted = Senza suggerimento: { $reason }.
assistant-hide_hints = Nascondi i suggerimenti
assistant-cards_do = Cosa fanno queste carte (testo stampato)
assistant-not_possible = Ora non è possibile.
assistant-store_unreadable = L'archivio delle partite non si può leggere ora ({ $error }); ricarica la pagina tra un momento.
assistant-history_failed_reload = La partita finita non è stata salvata nello Storico ({ $error }). Ricarica la pagina per riprovare.
assistant-history_failed = La partita finita non è stata salvata nello Storico ({ $error }). Riprova.
assistant-move_refused = Questa mossa non è consentita: { $reason }.
assistant-hint_refused = Questo suggerimento non si può giocare ora: { $reason }. Non è stato salvato nulla.
assistant-store_busy = { $what }: l'archivio delle partite è occupato o non disponibile ({ $error }). Riprova.
assistant-action_not_saved = Questa azione non è stata salvata
assistant-undo_not_saved = L'annullamento non è stato salvato
assistant-nothing_changed = Non è stato cambiato nulla
assistant-moved_on = la partita è andata avanti su un altro telefono (o un doppio tocco): non è stato salvato nulla; la pagina ora mostra la partita com'è
assistant-undid =
    { $count ->
        [one] Annullata { $count } azione.
        [many] Annullate { $count } di azioni.
       *[other] Annullate { $count } azioni.
    }
assistant-kept_first =
    { $count ->
        [one] Tenuta la prima azione: la partita riprende da lì.
        [many] Tenute le prime { $count } di azioni: la partita riprende da lì.
       *[other] Tenute le prime { $count } azioni: la partita riprende da lì.
    }
assistant-card_not_saved = La carta non è stata salvata nel tuo catalogo: { $error }
assistant-card_not_in_game = La carta è nel tuo catalogo ma non in questa partita: { $error }
assistant-card_store_busy = La carta è nel tuo catalogo ma l'archivio delle partite è occupato ({ $error }): salva di nuovo.
assistant-reveal_not_recorded = { $name } è nel tuo catalogo e nel mazzo di questa partita, ma la rivelazione non è stata registrata (vedi il messaggio in alto): sceglila dall'elenco.
assistant-card_saved_revealed = { $name } salvata nel tuo catalogo e rivelata.

engine-robot_rolls = Il Robot tira un { $value }.
engine-robot_die_shows = Il dado del Robot mostra { $value }.
engine-robot_blank = La colonna { $column } della fila anteriore è vuota: il Robot non prende niente.
engine-robot_takes_beach = Il Robot mette { $card } nella sua pila spiaggia.
engine-robot_takes_street = Il Robot mette { $card } nella sua pila lungomare.
engine-robot_footprint = Il Robot prende un segnalino Impronta (buongustaio).
engine-robot_no_footprint = Non restano segnalini Impronta nella riserva per il Robot.
engine-robot_sand_dollar = Il Robot prende un dollaro di sabbia (food truck).
engine-reason_food_truck = food truck
engine-reason_foodie = buongustaio
engine-reason_happy_day = giornata felice
engine-reason_final = movimento finale
engine-log_supply_short = Nella riserva restavano solo { $given } delle { $count } figure dovute ({ $person }).
engine-illegal_at = l'azione { $number } ({ $kind }) non è consentita: { $reason }
engine-describe_tile = Prendi la tessera Caratteristica di partenza { $tile }
engine-describe_food_truck = Food truck sotto la colonna { $column } (buongustaio sotto la colonna { $foodie })
engine-describe_deck_empty = Il mazzo è vuoto
engine-describe_revealed = La carta rivelata è { $card }
engine-describe_roll = Tira il dado
engine-describe_die = Il dado mostra { $value }
engine-describe_take = Prendi { $card }, colonna anteriore { $column }
engine-describe_take_reward = Prendi { $card }, colonna anteriore { $column }: { $reward }
engine-describe_reward_food_truck = +1 dollaro di sabbia (food truck)
engine-describe_reward_foodie = muovi 1 persona di 1 spazio (buongustaio)
engine-describe_reward_happy_day = giornata felice (buongustaio e food truck)
engine-describe_blank = uno spazio vuoto
engine-describe_pay = Paga { $cost } ({ $action }): prendi { $cards }
engine-describe_pass = Passa: nessuna carta può essere presa
engine-describe_place = Metti { $card } su { $square }
engine-describe_move = Muovi: { $person } da { $source } a { $target }
engine-describe_move_via = { $move } passando per { $path }
engine-describe_move_footprint = { $move } (impronta su { $cards })
engine-describe_happy_day = Giornata felice: { $option }
engine-describe_happy_dollar_and_move = 1 dollaro di sabbia e muovi 1 persona di 1 spazio
engine-describe_happy_two_dollars = 2 dollari di sabbia
engine-describe_happy_two_moves = 2 mosse di 1 spazio (2 persone, o 1 persona due volte)
engine-describe_swap = Scambia { $first } ({ $first_square }) e { $second } ({ $second_square })
engine-describe_return = Restituisci: { $person } da { $square } alla riserva
engine-describe_done = Fatto: salta il resto di questo passo

advice-square = { $row } { $column }
advice-move = { $people } da { $origin } a { $target }
advice-move_via = { $move } (passando per { $path })
advice-move_footprint = { $move }, lasciando un'impronta su { $squares }
advice-plan_already_best = Il tuo movimento finale era già il migliore possibile: nessun altro movimento fa più punti.
advice-plan_none_found = Non è stato trovato un movimento finale migliore, ma la ricerca si è fermata prima di dimostrarlo.
advice-plan_gain =
    { $count ->
        [one] Avresti potuto fare { $count } punto in più muovendo: { $steps }.
        [many] Avresti potuto fare { $count } punti in più muovendo: { $steps }.
       *[other] Avresti potuto fare { $count } punti in più muovendo: { $steps }.
    }
advice-plan_gain_unproven =
    { $count ->
        [one] Avresti potuto fare { $count } punto in più muovendo: { $steps } (il migliore trovato; non dimostrato ottimale).
        [many] Avresti potuto fare { $count } punti in più muovendo: { $steps } (il migliore trovato; non dimostrato ottimale).
       *[other] Avresti potuto fare { $count } punti in più muovendo: { $steps } (il migliore trovato; non dimostrato ottimale).
    }
advice-source_column = fila anteriore, colonna { $column }
advice-source_action = { $action } ({ $cost })
advice-slot = { $row } { $column }
advice-card_at = { $card } su { $square }
advice-hint_reason = { $where }: { $delta } ({ $changes })
advice-hint_note = { $reason }; { $note }
advice-no_line_changes = nessuna riga del blocchetto segnapunti cambia
advice-and_more = e altre { $count }
advice-item_card = { $card } { $ability } { $change }
advice-item_objective = { $objective } { $line } { $was } -> { $now }
advice-line-wave = onda
advice-line-misc = varie
advice-line-people = persone
advice-ability-adjacent_tag = simbolo adiacente
advice-ability-adjacent_symbol = icona adiacente
advice-ability-not_adjacent_symbol = icona non adiacente
advice-ability-adjacent_two_or_more = 2+ adiacenti
advice-ability-adjacent_all_of = tutti adiacenti
advice-ability-adjacent_one_or_more = 1+ adiacenti
advice-ability-chain = catena
advice-ability-chain_per_tag = catena per simbolo
advice-ability-unspent_sand_dollars = dollari di sabbia non spesi
advice-ability-tags_in_city = simboli in città
advice-ability-ring = anello
advice-ability-any_number_ring = anello di qualsiasi numero
advice-ability-end_of_beach = fine della spiaggia
advice-ability-footprint = impronta
advice-note_sand_dollars = dollari di sabbia { $before } -> { $after }
advice-note_food_truck = +1 dollaro di sabbia dal food truck
advice-note_foodie = più una mossa libera (buongustaio, non esplorata)
advice-note_happy_day = giornata felice contata come 2 dollari di sabbia (o 1 dollaro di sabbia e una mossa libera, o due mosse libere: non esplorato)
advice-note_card_moves = mosse facoltative di { $cards } non esplorate
advice-note_action_steps = i passi facoltativi dell'azione ({ $steps }) non esplorati
advice-extra_moves = mosse
advice-extra_swaps = scambi
advice-extra_returns = restituzioni

assistant-person_local = persona del posto
assistant-person_tourist = turista
assistant-person_vip = Vip
assistant-title_local = Persona del posto
assistant-title_tourist = Turista
assistant-title_vip = Vip
assistant-letter_local = R
assistant-letter_tourist = T
assistant-letter_vip = V
assistant-letter_footprint = IM
assistant-grid_legend = { $local } persone del posto, { $tourist } turisti, { $vip } Vip, { $footprint } impronta; spazi tratteggiati con lettera: dove può andare la carta. Le colonne si contano dalla tessera Caratteristica di partenza (inizio).
assistant-move_legend = Evidenziato e segnato VAI: dove le persone possono muoversi ora. Tocca un pulsante Muovi per vedere le mosse di una persona.
assistant-go = VAI
assistant-go_letter = VAI { $letter }
assistant-from = DA
assistant-happy_dollar_and_move = 1 dollaro di sabbia + muovi 1 persona di 1 spazio
assistant-happy_two_dollars = 2 dollari di sabbia
assistant-happy_two_moves = muovi 1 o 2 persone di 1 spazio (anche la stessa due volte)
assistant-blank = vuoto
assistant-not_in_catalogue = { $id } (non è nel catalogo)
assistant-no_tile_yet = ancora nessuna tessera
assistant-row_beach = spiaggia
assistant-row_street = lungomare
assistant-square = { $row } { $column }
assistant-square_start = inizio (metà { $row })
assistant-square_card = { $square } ({ $card })
assistant-take_tile = Prendi { $tile }
assistant-food_truck_under = Food truck sotto la colonna { $column } (buongustaio sotto la { $foodie })
assistant-deck_is_empty = Il mazzo è vuoto
assistant-it_is = È { $card }
assistant-roll_for_robot = Tira il dado per il Robot
assistant-pay = { $action }, paga { $cost }
assistant-slot_short = { $card } ({ $row } { $column })
assistant-row_front = anteriore
assistant-row_back = posteriore
assistant-pass = Passa (non si può prendere nessuna carta)
assistant-place = Piazza { $card } in { $square }
assistant-swap = Scambia { $first } e { $second }
assistant-return = Restituisci un { $person } da { $square }
assistant-done_final = Fatto: termina il movimento finale
assistant-done_moves = Fatto: nessun'altra mossa
assistant-done_here = Fatto: nessun altro si sposta qui
assistant-done_swaps = Fatto: nessun altro scambio
assistant-done_returns = Fatto: non restituire nessun altro
assistant-done = Fatto
assistant-move_to = Verso { $square }
assistant-via = { $move } passando per { $path }
assistant-footprint_on = { $move }, impronta su { $cards }
assistant-move_here = Sposta qui un { $person } da { $square }
assistant-mover = { $person } su { $square } ({ $count } lì)
assistant-hint_title =
    { $count ->
        [one] { $sign }{ $count } punto (totale { $total }) · { $source }
        [many] { $sign }{ $count } di punti (totale { $total }) · { $source }
       *[other] { $sign }{ $count } punti (totale { $total }) · { $source }
    }
assistant-card_to = { $card } in { $square }
assistant-then = { $first }, poi { $second }
assistant-do_it = Fallo: { $what }
assistant-card_at = { $card } in { $square }
assistant-hint_rest = «Fallo» piazza { $card } e si ferma al suo passo facoltativo; poi piazza tu { $rest }.
assistant-costs_you_have = { $action } costa { $cost }, ne hai { $have }
assistant-food_truck_token = FOOD TRUCK
assistant-foodie_token = BUONGUSTAIO
assistant-card_place = fila { $row }, colonna { $column }
assistant-display_empty = Il mercato è vuoto.
assistant-supply = Riserva: { $locals }, { $tourists }, { $vips }, { $footprints }
assistant-count_locals =
    { $count ->
        [one] { $count } persona del posto
        [many] { $count } di persone del posto
       *[other] { $count } persone del posto
    }
assistant-count_tourists =
    { $count ->
        [one] { $count } turista
        [many] { $count } di turisti
       *[other] { $count } turisti
    }
assistant-count_vips =
    { $count ->
        [one] { $count } Vip
        [many] { $count } di Vip
       *[other] { $count } Vip
    }
assistant-start_column = inizio
assistant-half = metà { $half }: { $people }
assistant-deck_of = mazzo { $source }
assistant-source_virtual = virtuale
assistant-source_physical = fisico
assistant-caption = { $seats } · { $deck } · obiettivo: { $objective } · azioni: { $actions }
assistant-over = La partita è finita.
assistant-setup_chooses = Preparazione · sceglie { $name }
assistant-left_in_deck =
    { $count ->
        [one] { $count } carta rimasta nel mazzo
        [many] { $count } di carte rimaste nel mazzo
       *[other] { $count } carte rimaste nel mazzo
    }
assistant-not_seen =
    { $count ->
        [one] { $count } carta non ancora vista
        [many] { $count } di carte non ancora viste
       *[other] { $count } carte non ancora viste
    }
assistant-status = Round { $round } · tocca a { $name } · { $deck }
assistant-last_round = { $status } · la fine è stata attivata: ultimo round
assistant-no_change = (nessun cambiamento visibile)
assistant-log_setup = Preparazione

tag-local = Luogo locale
tag-tourist = Luogo turistico
tag-business = Negozio
tag-sports = Sport
tag-nature = Natura
tag-wave = Onde
tag-short_local = Locale
tag-short_tourist = Turista
tag-short_business = Negozio
tag-short_sports = Sport
tag-short_nature = Natura
tag-short_wave = Onde

card-symbol_sand_dollar = una carta che dà dollari di sabbia
card-symbol_people = una carta che dà persone
card-symbol_ring = una carta con un anello attività
card-symbol_short_sand_dollar = dollaro di sabbia
card-symbol_short_people = persone
card-symbol_short_ring = anello
card-shown_sand_dollar = l'icona del dollaro di sabbia
card-shown_people = l'icona delle persone
card-shown_ring = un anello attività
card-person_local =
    { $count ->
        [one] { $count } persona del posto
        [many] { $count } di persone del posto
       *[other] { $count } persone del posto
    }
card-person_tourist =
    { $count ->
        [one] { $count } turista
        [many] { $count } di turisti
       *[other] { $count } turisti
    }
card-person_vip =
    { $count ->
        [one] { $count } Vip
        [many] { $count } di Vip
       *[other] { $count } Vip
    }
card-person_any_short =
    { $count ->
        [one] { $count } qualsiasi
        [many] { $count } qualsiasi
       *[other] { $count } qualsiasi
    }
card-person_any_long =
    { $count ->
        [one] { $count } persona di qualsiasi tipo
        [many] { $count } di persone di qualsiasi tipo
       *[other] { $count } persone di qualsiasi tipo
    }
card-person_any_report =
    { $count ->
        [one] { $count } persona di qualsiasi tipo
        [many] { $count } di persone di qualsiasi tipo
       *[other] { $count } persone di qualsiasi tipo
    }
card-n_sand_dollars =
    { $count ->
        [one] { $count } dollaro di sabbia
        [many] { $count } di dollari di sabbia
       *[other] { $count } dollari di sabbia
    }
card-n_spaces =
    { $count ->
        [one] { $count } spazio
        [many] { $count } di spazi
       *[other] { $count } spazi
    }
card-n_people =
    { $count ->
        [one] { $count } persona
        [many] { $count } di persone
       *[other] { $count } persone
    }
card-n_tags_of =
    { $count ->
        [one] { $count } simbolo { $tag }
        [many] { $count } di simboli { $tag }
       *[other] { $count } simboli { $tag }
    }
card-n_points =
    { $count ->
        [one] { $count } punto
        [many] { $count } di punti
       *[other] { $count } punti
    }
card-n_tags =
    { $count ->
        [one] { $count } simbolo
        [many] { $count } di simboli
       *[other] { $count } simboli
    }
card-n_unspent_sand_dollars =
    { $count ->
        [one] { $count } dollaro di sabbia non speso
        [many] { $count } di dollari di sabbia non spesi
       *[other] { $count } dollari di sabbia non spesi
    }
card-n_groups_of =
    { $count ->
        [one] { $count } gruppo da { $per }
        [many] { $count } di gruppi da { $per }
       *[other] { $count } gruppi da { $per }
    }
card-n_matches =
    { $count ->
        [one] { $count } corrispondenza
        [many] { $count } di corrispondenze
       *[other] { $count } corrispondenze
    }
card-list_and = { $first } e { $last }
card-list_or = { $first } o { $last }
card-list_and_no = { $first } né { $last }
card-wanted_tags = simboli { $tag }
card-label_beach = Spiaggia
card-label_street = Lungomare
card-label_no_tags = nessun simbolo
card-label_wants = chiede { $wants }, { $points } per corrispondenza
card-label_vips =
    { $count ->
        [one] { $count } Vip
        [many] { $count } di Vip
       *[other] { $count } Vip
    }
card-sample_mark = (esempio)

placement-gain_sand_dollars-short =
    +{ $amount ->
        [one] { $amount } dollaro di sabbia
        [many] { $amount } di dollari di sabbia
       *[other] { $amount } dollari di sabbia
    }
placement-gain_sand_dollars-long =
    Guadagna { $amount ->
        [one] { $amount } dollaro di sabbia
        [many] { $amount } di dollari di sabbia
       *[other] { $amount } dollari di sabbia
    }
placement-add_people-short = aggiungi { $people }
placement-add_people-long = Aggiungi { $people }
placement-move_people-short =
    muovi { $people } { $distance ->
        [one] { $distance } spazio
        [many] { $distance } di spazi
       *[other] { $distance } spazi
    }
placement-move_people-long =
    Muovi fino a { $people }, fino a { $distance ->
        [one] { $distance } spazio
        [many] { $distance } di spazi
       *[other] { $distance } spazi
    } a testa
placement-move_here-short = porta { $count } qui
placement-move_here-long =
    Muovi qui fino a { $count ->
        [one] { $count } persona
        [many] { $count } di persone
       *[other] { $count } persone
    } da qualsiasi punto

ability-adjacent_tag-short = accanto a { $tag } { $points }
ability-adjacent_tag-long = Adiacente a { $tag }: { $points }
ability-adjacent_tag-robot = accanto a { $tag } conta come soddisfatto: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_symbol-short = accanto a { $symbol } { $points }
ability-adjacent_symbol-long = Adiacente a { $symbol }: { $points }
ability-adjacent_symbol-robot = accanto a { $symbol } conta come soddisfatto: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-not_adjacent_symbol-short = non accanto a { $symbol } { $points }
ability-not_adjacent_symbol-long = Non adiacente a { $symbol }: { $points }
ability-not_adjacent_symbol-robot = non accanto a { $symbol } conta come soddisfatto: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_two_or_more-short = accanto a 2+ { $tag } { $points }
ability-adjacent_two_or_more-long = Adiacente a 2+ { $tag }: { $points }
ability-adjacent_two_or_more-robot = 2 o più simboli { $tag } vicini contano come soddisfatti: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_all_of-short = accanto a { $tags } { $points }
ability-adjacent_all_of-long = Adiacente a tutti insieme: { $tags }: { $points }
ability-adjacent_all_of-robot = vicine con tutti insieme { $tags } conta come soddisfatto: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_one_or_more-short = accanto a { $tag } { $one_points }/2+ { $more_points }
ability-adjacent_one_or_more-long = Adiacente a { $tag }: 1 -> { $one_points }, 2+ -> { $more_points }
ability-adjacent_one_or_more-robot = 2 o più simboli { $tag } vicini contano come soddisfatti: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain-short = catena { $minimum }+ { $tag } { $points }
ability-chain-long = Catena { $minimum }+ { $tag }: { $points }
ability-chain-robot = catena { $tag } di { $minimum } conta come soddisfatta: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain_per_tag-short = catena { $minimum }+ { $tag } { $points_per_tag } l'uno
ability-chain_per_tag-long = Catena { $minimum }+ { $tag }: { $points_per_tag } per simbolo
ability-chain_per_tag-robot = la catena { $tag } conta come soddisfatta al suo minimo: { $minimum } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-unspent_sand_dollars-short =
    { $points } per { $per ->
        [one] dollaro di sabbia
        [many] ogni { $per } di dollari di sabbia
       *[other] ogni { $per } dollari di sabbia
    }
ability-unspent_sand_dollars-long =
    Dollari di sabbia non spesi: { $points } per { $per ->
        [one] dollaro
        [many] ogni { $per }
       *[other] ogni { $per }
    }
ability-unspent_sand_dollars-robot = le carte a rapporto non fanno punti per il Robot: 0
ability-tags_in_city-short = { $points } ogni { $per } { $tag } in città
ability-tags_in_city-long = Simboli { $tag } in città: { $points } ogni { $per }
ability-tags_in_city-robot =
    { $count ->
        [one] { $count } simbolo { $tag }
        [many] { $count } di simboli { $tag }
       *[other] { $count } simboli { $tag }
    } nelle sue pile, { $each } ogni { $per }: { $groups } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-ring-short = anello { $people } { $points }
ability-ring-long = Anello: { $people } -> { $points }
ability-ring-robot = gli anelli valgono per intero: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-ring-report =
    anello di { $people } ({ $points ->
        [one] { $points } punto
        [many] { $points } di punti
       *[other] { $points } punti
    })
ability-any_number_ring-short = anello numero libero { $points }
ability-any_number_ring-long = Anello: qualsiasi numero di persone (almeno 1) -> { $points }
ability-any_number_ring-robot = gli anelli valgono per intero: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-any_number_ring-report =
    anello a numero libero ({ $points ->
        [one] { $points } punto
        [many] { $points } di punti
       *[other] { $points } punti
    })
ability-end_of_beach-short = fine spiaggia
ability-end_of_beach-long = Fine spiaggia: resta la carta spiaggia più a sinistra
ability-end_of_beach-robot = fine spiaggia non fa punti: 0
ability-robot_line = Robot: { $card }: { $reason }
-robot-negative = (i punti negativi contano come positivi)

reason-scores = fa { $points }
reason-loses = perde { $points }
reason-adjacent_tag-met = { $card } è accanto a { $tag } su { $found }: { $points }
reason-adjacent_tag-met_many = { $card } è accanto a { $tag } su { $found }: { $points } (conta una volta, chiarimento 3)
reason-adjacent_tag-missing = { $card } { $scores } accanto a un simbolo { $tag }; nessuna delle sue carte vicine{ $around } ne ha uno
reason-adjacent_tag-missing_own = { $card } { $scores } accanto a un simbolo { $tag }; nessuna delle sue carte vicine{ $around } ne ha uno (il suo simbolo { $tag } non conta, chiarimento 3)
reason-adjacent_symbol-met = { $card } è accanto a { $symbol } ({ $found }): { $points }
reason-adjacent_symbol-missing = { $card } { $scores } accanto a una carta che mostra { $shown }; nessuna delle sue carte vicine{ $around } { $shown ->
        [ring] lo
       *[other] la
    } mostra
reason-adjacent_symbol-missing_setup = { $card } { $scores } accanto a una carta che mostra { $shown }; nessuna delle sue carte vicine{ $around } { $shown ->
        [ring] lo
       *[other] la
    } mostra (il bonus iniziale della tessera Caratteristica di partenza non è un'azione di piazzamento, chiarimento 17)
reason-not_adjacent_symbol-met = { $card } non è accanto a { $symbol }: { $points }
reason-not_adjacent_symbol-met_setup = { $card } non è accanto a { $symbol } (il bonus iniziale della tessera Caratteristica di partenza non è un'azione di piazzamento, chiarimento 17): { $points }
reason-not_adjacent_symbol-broken = { $card } { $scores } solo se nessuna carta vicina mostra { $shown }; { $found }, accanto, { $shown ->
        [ring] lo
       *[other] la
    } mostra
reason-not_adjacent_symbol-broken_many = { $card } { $scores } solo se nessuna carta vicina mostra { $shown }; { $found }, accanto, la mostrano
reason-adjacent_two_or_more-met =
    { $card } ha { $count ->
        [one] { $count } simbolo { $tag }
        [many] { $count } di simboli { $tag }
       *[other] { $count } simboli { $tag }
    } tra le sue carte vicine su { $found } (2 o più): { $points }
reason-adjacent_two_or_more-one = { $card } { $scores } con 2 o più simboli { $tag } tra le sue carte vicine; ne hanno solo 1, su { $found }
reason-adjacent_two_or_more-one_own = { $card } { $scores } con 2 o più simboli { $tag } tra le sue carte vicine; ne hanno solo 1, su { $found } (il suo simbolo { $tag } non conta, chiarimento 3)
reason-adjacent_two_or_more-none = { $card } { $scores } con 2 o più simboli { $tag } tra le sue carte vicine; non ne hanno nessuno{ $around }
reason-adjacent_two_or_more-none_own = { $card } { $scores } con 2 o più simboli { $tag } tra le sue carte vicine; non ne hanno nessuno{ $around } (il suo simbolo { $tag } non conta, chiarimento 3)
reason-adjacent_all_of-met = le carte vicine di { $card } hanno insieme { $tags }: { $points }
reason-adjacent_all_of-missing = { $card } { $scores } quando le sue carte vicine mostrano insieme { $tags }; loro{ $around } non hanno { $missing }
reason-adjacent_one_or_more-more = { $card } ha { $count } simboli { $tag } tra le sue carte vicine ({ $found }), 2 o più: { $points }
reason-adjacent_one_or_more-one = { $card } ha esattamente 1 simbolo { $tag } tra le sue carte vicine ({ $found }): { $points }
reason-adjacent_one_or_more-none = { $card } fa { $one_points } accanto a 1 simbolo { $tag } e { $more_points } accanto a 2 o più; nessuna delle sue carte vicine{ $around } ne ha uno
reason-adjacent_one_or_more-none_own = { $card } fa { $one_points } accanto a 1 simbolo { $tag } e { $more_points } accanto a 2 o più; nessuna delle sue carte vicine{ $around } ne ha uno (il suo simbolo { $tag } non conta, chiarimento 3)
reason-chain-no_tag = { $card } fa { $wanted } in una catena { $tag } di { $minimum } o più simboli; non ha nessun simbolo { $tag }, quindi non è in nessuna catena { $tag }
reason-chain-short =
    { $card } fa { $wanted } in una catena { $tag } di { $minimum } o più simboli; la sua catena ha solo { $size ->
        [one] { $size } simbolo
        [many] { $size } di simboli
       *[other] { $size } simboli
    } (attraverso { $members })
reason-chain-met = catena { $tag } di { $size } attraverso { $members } >= { $minimum }: { $points }
reason-chain_per_tag-no_tag = { $card } fa { $wanted } per simbolo in una catena { $tag } di { $minimum } o più simboli; non ha nessun simbolo { $tag }, quindi non è in nessuna catena { $tag }
reason-chain_per_tag-short =
    { $card } fa { $wanted } per simbolo in una catena { $tag } di { $minimum } o più simboli; la sua catena ha solo { $size ->
        [one] { $size } simbolo
        [many] { $size } di simboli
       *[other] { $size } simboli
    } (attraverso { $members })
reason-chain_per_tag-met = catena { $tag } di { $size } attraverso { $members } >= { $minimum }: { $size } x { $each }
reason-unspent_sand_dollars-few =
    { $card } fa { $each } { $per ->
        [one] per ogni dollaro di sabbia non speso
        [many] ogni { $per } di dollari di sabbia non spesi
       *[other] ogni { $per } dollari di sabbia non spesi
    }; { $left ->
        [0] non ne resta nessuno
        [one] ne resta solo { $left }
        [many] ne restano solo { $left }
       *[other] ne restano solo { $left }
    }
reason-unspent_sand_dollars-few_again =
    { $card } fa { $each } { $per ->
        [one] per ogni dollaro di sabbia non speso
        [many] ogni { $per } di dollari di sabbia non spesi
       *[other] ogni { $per } dollari di sabbia non spesi
    }; { $left ->
        [0] non ne resta nessuno
        [one] ne resta solo { $left }
        [many] ne restano solo { $left }
       *[other] ne restano solo { $left }
    } (ogni carta a rapporto conta gli stessi dollari di sabbia, chiarimento 9)
reason-unspent_sand_dollars-groups =
    { $card }: da { $left ->
        [one] { $left } dollaro di sabbia non speso
        [many] { $left } di dollari di sabbia non spesi
       *[other] { $left } dollari di sabbia non spesi
    } { $groups ->
        [one] esce { $groups } gruppo da { $per }
        [many] escono { $groups } di gruppi da { $per }
       *[other] escono { $groups } gruppi da { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } di punti
       *[other] { $each } punti
    } a gruppo
reason-unspent_sand_dollars-groups_again =
    { $card }: da { $left ->
        [one] { $left } dollaro di sabbia non speso
        [many] { $left } di dollari di sabbia non spesi
       *[other] { $left } dollari di sabbia non spesi
    } { $groups ->
        [one] esce { $groups } gruppo da { $per }
        [many] escono { $groups } di gruppi da { $per }
       *[other] escono { $groups } gruppi da { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } di punti
       *[other] { $each } punti
    } a gruppo (ogni carta a rapporto conta gli stessi dollari di sabbia, chiarimento 9)
reason-tags_in_city-few =
    { $card } fa { $each } { $per ->
        [one] per ogni simbolo { $tag }
        [many] ogni { $per } di simboli { $tag }
       *[other] ogni { $per } simboli { $tag }
    } in città; la città ne ha solo { $total }
reason-tags_in_city-few_tile =
    { $card } fa { $each } { $per ->
        [one] per ogni simbolo { $tag }
        [many] ogni { $per } di simboli { $tag }
       *[other] ogni { $per } simboli { $tag }
    } in città; la città ne ha solo { $total } ({ $tile } sulla tessera Caratteristica di partenza)
reason-tags_in_city-groups =
    { $card }: da { $total ->
        [one] { $total } simbolo { $tag }
        [many] { $total } di simboli { $tag }
       *[other] { $total } simboli { $tag }
    } in città { $groups ->
        [one] esce { $groups } gruppo da { $per }
        [many] escono { $groups } di gruppi da { $per }
       *[other] escono { $groups } gruppi da { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } di punti
       *[other] { $each } punti
    } a gruppo
reason-tags_in_city-groups_tile =
    { $card }: da { $total ->
        [one] { $total } simbolo { $tag }
        [many] { $total } di simboli { $tag }
       *[other] { $total } simboli { $tag }
    } in città ({ $tile } sulla tessera Caratteristica di partenza) { $groups ->
        [one] esce { $groups } gruppo da { $per }
        [many] escono { $groups } di gruppi da { $per }
       *[other] escono { $groups } gruppi da { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } di punti
       *[other] { $each } punti
    } a gruppo
reason-end_of_beach-rule = { $card }: fine spiaggia è una regola di piazzamento (la carta spiaggia più a sinistra, mai scambiata), non fa punti
reason-footprint-matches =
    Impronta su { $card }: { $count ->
        [one] { $count } corrispondenza
        [many] { $count } di corrispondenze
       *[other] { $count } corrispondenze
    } ({ $matches }), { $each ->
        [one] { $each } punto
        [many] { $each } di punti
       *[other] { $each } punti
    } ciascuna
reason-footprint-none = Impronta su { $card }: la tessera Caratteristica di partenza chiede { $wants }; { $card } non ne ha

why-own_card = questa carta

reason-own-adjacent_all_of-met = le sue carte vicine hanno insieme { $tags }: { $points }
reason-own-footprint-matches =
    Impronta: { $count ->
        [one] { $count } corrispondenza
        [many] { $count } di corrispondenze
       *[other] { $count } corrispondenze
    } ({ $matches }), { $each ->
        [one] { $each } punto
        [many] { $each } di punti
       *[other] { $each } punti
    } ciascuna
reason-own-footprint-none = Impronta: la tessera Caratteristica di partenza chiede { $wants }; questa carta non ne ha

why-ring_filled = { $ring } su { $card } riempito da { $people }: { $points }
why-ring_filled_half = { $ring } su { $card } (metà { $row }) riempito da { $people }: { $points }
why-ring_own_filled = { $ring } riempito da { $people }: { $points }
why-ring_own_filled_half = { $ring } (metà { $row }) riempito da { $people }: { $points }
why-ring_half_label = metà { $row }: { $label }
why-robot_towel = Robot: { $reason }
why-robot_sand_dollars = 1 per dollaro di sabbia: { $taken }
why-robot_sand_dollars_hard = 1 per dollaro di sabbia: { $taken } + { $extra } della modalità difficile
why-robot_footprints = 1 per impronta: { $taken }
why-robot_footprints_hard = 1 per impronta: { $taken } + { $extra } della modalità difficile
why-robot_n_wave_tags =
    { $count ->
        [one] { $count } simbolo onda
        [many] { $count } di simboli onda
       *[other] { $count } simboli onda
    }
why-robot_n_tag_types =
    { $count ->
        [one] { $count } tipo di simbolo diverso dall'onda
        [many] { $count } di tipi di simbolo diversi dall'onda
       *[other] { $count } tipi di simbolo diversi dall'onda
    }
why-robot_blue_waves = Telo Blu: { $waves }: 2 x { $count }
why-robot_blue_misc = Telo Blu: il simbolo più comune diverso dall'onda è { $tag } ({ $count }): 2 x { $count }
why-robot_blue_misc_none = Telo Blu: nessun simbolo diverso dall'onda: 2 x { $count }
why-robot_green_waves = Telo Verde: ({ $waves } - 1) x 3
why-robot_green_waves_none = Telo Verde: ({ $waves } - 1) x 3 (regola in solitario alla lettera: negativo senza simboli onda)
why-robot_green_misc = Telo Verde: { $types } con 3 o più ({ $tags }): 3 x { $count }
why-robot_green_misc_none = Telo Verde: { $types } con 3 o più (nessuno): 3 x { $count }
why-robot_green_people = Telo Verde: il Robot prende -2
why-robot_orange_waves = Telo Arancione: tutti i { $waves } simboli onda come un solo gruppo su 1/3/6/10 (5+ -> 10): { $points }
why-robot_orange_misc = Telo Arancione: { $beach } carte spiaggia e { $street } carte lungomare, il minore: { $points }
why-robot_orange_people = Telo Arancione: { $rings } - 1

card-line_beach = Carta spiaggia; simboli: { $tags }
card-line_street = Carta lungomare; simboli: { $tags }
card-line_placed = Quando viene piazzata: { $action }
card-line_sample_card = Carta di ESEMPIO: inventata per le dimostrazioni, non è una carta stampata
card-line_sample_tile = Tessera di ESEMPIO: inventata per le dimostrazioni, non è una tessera stampata
card-half_sand_dollar = icona del dollaro di sabbia
card-half_people = icona delle persone
card-half_beach = Metà spiaggia: { $parts }
card-half_street = Metà lungomare: { $parts }
card-half_nothing = niente di stampato
card-line_footprints = Impronte: { $points } per ogni { $wants } sulla carta
card-line_setup = Preparazione: { $parts }
card-line_setup_nothing = Preparazione: niente
card-n_cards =
    { $count ->
        [one] { $count } carta
        [many] { $count } di carte
       *[other] { $count } carte
    }
card-n_starting_tiles =
    { $count ->
        [one] { $count } tessera Caratteristica di partenza
        [many] { $count } di tessere Caratteristica di partenza
       *[other] { $count } tessere Caratteristica di partenza
    }
card-n_unplaced_people =
    { $count ->
        [one] { $count } persona non piazzata
        [many] { $count } di persone non piazzate
       *[other] { $count } persone non piazzate
    }
card-n_rings =
    { $count ->
        [one] { $count } anello
        [many] { $count } di anelli
       *[other] { $count } anelli
    }
card-rule_ring_empty = un anello ha bisogno di almeno una persona raffigurata (gente del posto, turisti, Vip o qualsiasi)
card-rule_ring_too_big = un anello mostra al massimo { $limit } persone, questo { $size } (gente del posto { $locals }, turisti { $tourists }, Vip { $vips }, qualsiasi { $any }): inserisci le persone che mostra l'anello
card-rule_too_many_rings = { $where } mostra al massimo { $limit } anelli attività, qui ce ne sono { $count }: togline { $extra }
card-rule_where_card = una carta
card-rule_where_half = una metà di tessera Caratteristica di partenza

explain-line-cards = Carte Caratteristica
explain-line-rings = Anelli attività
explain-line-footprints = Impronte
explain-line-wave = Obiettivo: onde
explain-line-misc = Obiettivo: varie
explain-line-people = Obiettivo: persone
explain-total = Totale
explain-objective_blue = Blu
explain-objective_green = Verde
explain-objective_orange = Arancione
explain-row_beach = spiaggia
explain-row_street = lungomare
explain-starting_tile = tessera Caratteristica di partenza
explain-called_tile = tessera Caratteristica di partenza { $tile }
explain-position = { $row }, colonna { $column }
explain-with_ruling = { $reason } (chiarimento { $number })
explain-decided_points = per punti
explain-decided_sand_dollars = a pari punti, decidono i dollari di sabbia avanzati (chiarimento 12)
explain-decided_sand_dollars_left = a pari punti, decidono i dollari di sabbia avanzati ({ $left } avanzati) (chiarimento 12)
explain-decided_chain = a pari punti e dollari di sabbia, decide la catena più lunga (chiarimento 12)
explain-decided_chain_tags = a pari punti e dollari di sabbia, decide la catena più lunga ({ $tags } simboli) (chiarimento 12)
explain-decided_shared = a pari punti, dollari di sabbia e catena più lunga: il posto è condiviso (chiarimento 12)
explain-points_word =
    { $count ->
        [one] punto
        [many] punti
       *[other] punti
    }
explain-points =
    { $count ->
        [one] { $count } punto
        [many] { $count } di punti
       *[other] { $count } punti
    }
explain-sand_dollars =
    { $count ->
        [one] { $count } dollaro di sabbia
        [many] { $count } di dollari di sabbia
       *[other] { $count } dollari di sabbia
    }
explain-tags =
    { $count ->
        [one] { $count } simbolo
        [many] { $count } di simboli
       *[other] { $count } simboli
    }
explain-unplaced_people =
    { $count ->
        [one] { $count } persona non piazzata
        [many] { $count } di persone non piazzate
       *[other] { $count } persone non piazzate
    }
explain-people =
    { $count ->
        [one] { $count } persona
        [many] { $count } di persone
       *[other] { $count } persone
    }
explain-locals =
    { $count ->
        [one] { $count } persona del posto
        [many] { $count } di persone del posto
       *[other] { $count } persone del posto
    }
explain-tourists =
    { $count ->
        [one] { $count } turista
        [many] { $count } di turisti
       *[other] { $count } turisti
    }
explain-vips =
    { $count ->
        [one] { $count } Vip
        [many] { $count } di Vip
       *[other] { $count } Vip
    }
explain-nobody = nessuno
explain-holds_nobody = 0 persone
explain-group_on_half = { $people } sulla metà { $row } di { $card }
explain-group_at = { $people } su { $card } ({ $where })
explain-robot_unplaced = il Robot conta come { $unplaced } (regole in solitario, chiarimento 7)
explain-not_located = { $people } di cui questo resoconto non registra lo spazio
explain-header = Blocchetto segnapunti di Santa Monica - tessera Obiettivo di punteggio: { $objective }
explain-ranking = Classifica
explain-winner =
    { $count ->
        [one] Vince { $names }
        [many] Vincono { $names } (vittoria condivisa)
       *[other] Vincono { $names } (vittoria condivisa)
    }
explain-notes = Note
explain-rulings_used = Chiarimenti applicati
explain-robot_mark = { $name } (Robot)
explain-player_head =
    { $name }: { $points ->
        [one] { $points } punto
        [many] { $points } di punti
       *[other] { $points } punti
    } (posto { $seat }, { $sand_dollars ->
        [0] non avanza nessun dollaro di sabbia
        [one] avanza { $sand_dollars } dollaro di sabbia
        [many] avanzano { $sand_dollars } di dollari di sabbia
       *[other] avanzano { $sand_dollars } dollari di sabbia
    }, catena più lunga { $chain ->
        [one] { $chain } simbolo
        [many] { $chain } di simboli
       *[other] { $chain } simboli
    }, { $unplaced ->
        [one] { $unplaced } persona non piazzata
        [many] { $unplaced } di persone non piazzate
       *[other] { $unplaced } persone non piazzate
    })
explain-nothing_scored = nessun punto
explain-ring_assignment = Assegnazione agli anelli (chiarimento 5):
explain-unplaced_line = Persone non piazzate (chiarimento 5): { $who }
explain-unplaced_line_robot = Persone non piazzate: { $who }
explain-ring_number = { $card } anello { $number }
explain-ring_filled = pieno, { $points }
explain-ring_not_filled = non pieno, 0
explain-ring = { $where }, { $card }: { $label }: contiene { $people }: { $state }

ruling-text = Chiarimento { $number }: { $meaning }
ruling-meaning-1 = le carte si toccano solo con un lato in comune (sinistra, destra, sopra, sotto); in diagonale mai
ruling-meaning-2 = catene e gruppi contano simboli, non carte: una carta con due simboli di un tipo vale 2
ruling-meaning-3 = i simboli di una carta non contano mai per la sua adiacenza, e un'adiacenza vale una volta sola per quanti vicini la soddisfino
ruling-meaning-4 = la tessera Caratteristica di partenza conta come vicina e anello di catena solo per i simboli e le icone stampati su di essa
ruling-meaning-5 = le persone vanno automaticamente negli anelli attività nel miglior modo consentito; un anello vale solo se è pieno esattamente con le persone raffigurate, e chi resta fuori da un anello non è piazzato
ruling-meaning-6 = con la tessera Arancione un gruppo di onde di 1, 2, 3 o 4 simboli vale 1, 3, 6 o 10 (5 o più valgono 10); il «1 onda vale 2» stampato è un refuso
ruling-meaning-7 = con la tessera Blu solo i giocatori con persone non piazzate possono risultare primi o secondi; tutti quelli a pari merito al primo posto prendono -4 e allora nessuno prende -2 (il Robot in solitario conta come 2 non piazzate)
ruling-meaning-8 = la riga varie conta i gruppi di un tipo diverso da onda: Verde dà 3 una volta per ogni gruppo di 3 o più simboli, per quanto grande; Blu dà 2 per simbolo del solo gruppo più grande, qualunque sia la sua dimensione
ruling-meaning-9 = ogni carta che conta i dollari di sabbia non spesi conta per conto suo gli stessi dollari avanzati
ruling-meaning-10 = un'impronta vale i punti della tessera Caratteristica di partenza per ogni simbolo o icona cercati sulla sua carta (due simboli locali contano doppio), e una carta ha al massimo un'impronta
ruling-meaning-11 = la partita finisce quando qualcuno ha 14 carte Caratteristica: si finisce il round, si fa il movimento finale, poi si contano i punti
ruling-meaning-12 = un pareggio si risolve con i dollari di sabbia avanzati, poi con la catena più lunga di un tipo di simbolo; dopo di che il posto è condiviso
ruling-meaning-13 = una partita può usare due qualsiasi delle otto azioni Dollaro di sabbia
ruling-meaning-14 = la carta fine spiaggia resta la carta spiaggia più a sinistra (niente va alla sua sinistra, non si scambia mai) e non vale nulla da sola
ruling-meaning-15 = gli anelli del Robot in solitario valgono per intero, le condizioni delle sue carte contano come soddisfatte, i punti negativi contano come positivi, e prende 1 per dollaro di sabbia e per impronta invece delle carte a rapporto
ruling-meaning-16 = «sposta fino a 3 qui» porta persone da ogni punto della città; un Vip spostato così lascia un'impronta solo su quella carta
ruling-meaning-17 = il bonus iniziale di una tessera Caratteristica di partenza non è un'azione di piazzamento, quindi la tessera non conta mai come carta che dà persone o dollari di sabbia, a meno che non ne mostri l'icona
ruling-meaning-18 = con la tessera Verde la tessera Caratteristica di partenza è una carta sola: le persone su entrambe le metà costano -1 una volta
ruling-meaning-19 = il buongustaio e il food truck premiano solo una carta presa normalmente dalla fila anteriore; il buongustaio sposta una persona di uno spazio
ruling-meaning-20 = restituire persone alla riserva può includere i Vip, quindi una città può finire con meno Vip di quelli dati dalla sua tessera Caratteristica di partenza
ruling-meaning-21 = un movimento può entrare nello stesso spazio più di una volta, quindi un Vip può andare su una carta e tornare per lasciare un'impronta; una persona si muove comunque una sola volta per azione di movimento
ruling-meaning-22 = con due carte piazzate in un turno, le azioni di piazzamento della prima carta si fanno prima di piazzare la seconda

scorepad-cannot_score =
    { $count ->
        [one] Questo tavolo non si può ancora contare: { $count } problema. Correggilo nella pagina Città.
        [many] Questo tavolo non si può ancora contare: { $count } di problemi. Correggili nella pagina Città.
       *[other] Questo tavolo non si può ancora contare: { $count } problemi. Correggili nella pagina Città.
    }
scorepad-fix_cities = Correggi le città
scorepad-unknown_card = { $error }.
scorepad-scorer_failed = Non è stato possibile contare questo tavolo: { $error }. Esporta qui sotto il JSON della partita e segnala l'errore.
scorepad-game_json = JSON della partita
scorepad-sample_cards = Questo tavolo usa carte di ESEMPIO (inventate per dimostrazioni e test), non le carte stampate.
scorepad-blue_heading = Riga persone di Blu per tutto il tavolo
scorepad-blue_rule = più persone non piazzate -4, il secondo -2; chiarimento 7
scorepad-why = Perché
scorepad-winner =
    { $count ->
        [one] { $name } vince con { $count } punto
        [many] { $name } vince con { $count } di punti
       *[other] { $name } vince con { $count } punti
    }
scorepad-shared_win =
    { $count ->
        [one] Vittoria condivisa: { $names } con { $count } punto
        [many] Vittoria condivisa: { $names } con { $count } di punti
       *[other] Vittoria condivisa: { $names } con { $count } punti
    }
scorepad-names_and = { $first } e { $second }
scorepad-column_line = Riga
scorepad-column_player = Giocatore
scorepad-column_unplaced = Persone non piazzate
scorepad-column_points = Punti
scorepad-nothing_on_line = Niente su questa riga.
scorepad-rings_auto = Anelli riempiti automaticamente nel miglior modo consentito (chiarimento 5): { $rings }
scorepad-ring_filled = { $card }: { $label } pieno
scorepad-ring_not_filled = { $card }: { $label } non pieno
scorepad-unplaced = Non piazzate (chiarimento 5): { $who }
scorepad-by_card =
    { $count ->
        [one] Per carta ({ $count } carta contata o spiegata)
        [many] Per carta ({ $count } di carte contate o spiegate)
       *[other] Per carta ({ $count } carte contate o spiegate)
    }
scorepad-why_caption =
    { $sand_dollars ->
        [0] non avanza nessun dollaro di sabbia
        [one] avanza { $sand_dollars } dollaro di sabbia
        [many] avanzano { $sand_dollars } di dollari di sabbia
       *[other] avanzano { $sand_dollars } dollari di sabbia
    } · catena più lunga { $chain ->
        [one] { $chain } simbolo
        [many] { $chain } di simboli
       *[other] { $chain } simboli
    }{ $tagged ->
        [yes] {" "}({ $tag })
       *[no] {""}
    } · { $unplaced ->
        [one] { $unplaced } persona non piazzata
        [many] { $unplaced } di persone non piazzate
       *[other] { $unplaced } persone non piazzate
    }
scorepad-rulings_used = Chiarimenti applicati ({ $count })
scorepad-movement_heading = Miglior movimento finale
scorepad-movement_of = Miglior movimento finale: { $name }
scorepad-movement_check = Controlla il mio movimento finale
scorepad-movement_trying = Provo tutti i movimenti finali…
scorepad-movement_help = Un altro movimento finale (ogni persona del posto fino a 3 spazi, ogni turista e Vip 1) avrebbe dato di più? Una ricerca esatta, un giocatore alla volta, su richiesta. Sposta le persone da dove sono state inserite: per controllare un vero movimento finale, inserisci la città com'era subito prima.
scorepad-as_entered = { $points } come inserito.
scorepad-movement_points = { $before } → { $after }
scorepad-already_best = Nessun movimento finale da queste posizioni vale di più: dimostrato (sono stati provati tutti).
scorepad-not_proven = Non dimostrato: la ricerca si è fermata al suo limite.
scorepad-movement_note = { $proof } Nota: { $note }.
scorepad-could_score =
    { $count ->
        [one] Avresti potuto fare { $count } punto in più spostando:
        [many] Avresti potuto fare { $count } di punti in più spostando:
       *[other] Avresti potuto fare { $count } punti in più spostando:
    }
scorepad-proven_best = La migliore, dimostrato: nessun altro movimento finale vale di più.
scorepad-best_found_note = La migliore trovata, non dimostrata la migliore: { $note }.
scorepad-best_found = La migliore trovata, non dimostrata la migliore (la ricerca si è fermata al suo limite).
scorepad-movement_failed = Non è stato possibile controllare il miglior movimento finale: { $error }.
scorepad-seat = posto { $seat }
scorepad-move = { $who }: { $origin } → { $target }
scorepad-move_via = { $move } passando per { $squares }
scorepad-move_footprint = { $move }, lasciando un'impronta su { $squares }
scorepad-square_half = la metà { $row } di { $name }
scorepad-square_card = { $name } in { $row } { $column }
scorepad-square = { $row } { $column }
scorepad-chart_heading = Punti per riga
scorepad-chart_failed = Non si può disegnare il grafico: { $error }
scorepad-chart_line = Riga
scorepad-chart_player = Giocatore
scorepad-chart_points = Punti
scorepad-pictures_heading = Immagini delle città
scorepad-city_of = Città di
scorepad-picture_failed = Non si può disegnare l'immagine: { $error }
scorepad-download_city = Scarica la città di { $name } (PNG)
scorepad-share_heading = Condividi
scorepad-share_failed = Non si può disegnare l'immagine del blocchetto segnapunti: { $error }
scorepad-share_caption = Il blocchetto segnapunti finale: ogni giocatore, ogni riga, il vincitore
scorepad-share_download = Scarica l'immagine del blocchetto segnapunti (PNG)
scorepad-bgstats_failed = Non si può creare il link a BG Stats: { $error }.
scorepad-bgstats_button = Invia a BG Stats
scorepad-bgstats_help = Apre BG Stats con questa partita pronta da importare
scorepad-bgstats_caption = Apre BG Stats (la sua app su questo dispositivo o la sua pagina web) con la partita compilata: giocatori, punti, vincitore, primo giocatore. Non si salva nulla finché non confermi lì.
scorepad-bgstats_date_note = La data della partita «{ $given }» non è una data che BG Stats legge (AAAA-MM-GG), quindi il link dice oggi, { $today }: cambiala nella finestra di importazione di BG Stats se serve.
scorepad-export_heading = Esporta
scorepad-csv_scorepad = Blocchetto segnapunti in CSV
scorepad-csv_breakdown = Dettaglio per carta in CSV
scorepad-finish_heading = Termina
scorepad-finish_stale = Non terminato: il tavolo è stato cambiato su un altro telefono dopo il calcolo di questo blocchetto segnapunti. Il blocchetto segnapunti qui sopra ora mostra i nuovi punti: controllali e tocca di nuovo Termina.
scorepad-finish_failed = Non è stato possibile segnare la partita come terminata: { $error }
scorepad-finished_saved = Terminata e salvata nello Storico (ha vinto { $winner }).
scorepad-finish_again = Termina di nuovo
scorepad-finish_game = Termina la partita
scorepad-finish_waits = Potrai terminare quando la città di ogni giocatore sarà inserita.
scorepad-see_history = Vedila nello Storico
scorepad-png_winner =
    { $count ->
        [one] Vince { $names }
        [many] Vincono { $names } (vittoria condivisa)
       *[other] Vincono { $names } (vittoria condivisa)
    }
scorepad-png_no_winner = Nessun vincitore
scorepad-png_shared = A pari punti, dollari di sabbia e catena più lunga: la vittoria è condivisa.
scorepad-png_place_by_sand_dollars = { $name }: posto { $place } deciso dai dollari di sabbia.
scorepad-png_place_by_chain = { $name }: posto { $place } deciso dalla catena più lunga.
scorepad-png_objective = Tessera Obiettivo di punteggio: { $objective }
scorepad-png_total = Totale
scorepad-png_place = Posto
scorepad-png_ordinal = { $place }°
scorepad-no_better_found = Non è stato trovato un movimento finale migliore, ma la ricerca si è fermata prima di dimostrarlo.

explain-note_robot = In solitario: il Robot conta i punti con le regole in solitario (chiarimento 15); per lo spareggio la sua catena più lunga è il numero del suo simbolo più comune.
explain-note_blue_unsettled = Blu: la scelta di chi lascia persone non piazzate non si è stabilizzata in 10 round; vale la scelta dell'ultimo round.

objective-blue-name = Blu (consigliata per la prima partita)
objective-blue-wave_line = 2 per ogni simbolo onda del tuo gruppo di simboli onda più lungo
objective-blue-misc_line = 2 per simbolo della tua catena più grande di un solo tipo di simbolo diverso da onda
objective-blue-people_line = Giocatore con più persone non piazzate -4, il secondo -2
objective-green-name = Verde
objective-green-wave_line = 3 per ogni gruppo di simboli onda separato
objective-green-misc_line = 3 per ogni tua catena di 3+ simboli di un solo tipo diverso da onda
objective-green-people_line = -1 per ogni carta con persone non piazzate
objective-orange-name = Arancione
objective-orange-wave_line = Ogni gruppo di simboli onda vale secondo la sua grandezza: 1 / 3 / 6 / 10
objective-orange-misc_line = 1 per ogni colonna completa (carta spiaggia subito sopra una carta lungomare, tessera Caratteristica di partenza compresa) nella tua sequenza ininterrotta più lunga di tali colonne
objective-orange-people_line = +1 per anello pieno, -1 ogni 2 persone non piazzate (arrotondato per difetto)

reason_objective-blue_wave_none = Blu dà 2 per simbolo onda del gruppo di simboli onda più lungo; la città non ha simboli onda
reason_objective-blue_wave =
    { $count ->
        [one] Blu: il gruppo di simboli onda più lungo ha { $count } simbolo onda in { $cards }: 2 x { $count }
        [many] Blu: il gruppo di simboli onda più lungo ha { $count } simboli onda in { $cards }: 2 x { $count }
       *[other] Blu: il gruppo di simboli onda più lungo ha { $count } simboli onda in { $cards }: 2 x { $count }
    }
reason_objective-blue_wave_tie =
    { $count ->
        [one] Blu: il gruppo di simboli onda più lungo ha { $count } simbolo onda in { $cards } (il più grande tra gruppi uguali): 2 x { $count }
        [many] Blu: il gruppo di simboli onda più lungo ha { $count } simboli onda in { $cards } (il più grande tra gruppi uguali): 2 x { $count }
       *[other] Blu: il gruppo di simboli onda più lungo ha { $count } simboli onda in { $cards } (il più grande tra gruppi uguali): 2 x { $count }
    }
reason_objective-green_wave_none = Verde: { $count } gruppi di simboli onda separati: 3 x { $count }
reason_objective-green_wave =
    { $count ->
        [one] Verde: { $count } gruppo di simboli onda separato ({ $groups }): 3 x { $count }
        [many] Verde: { $count } gruppi di simboli onda separati ({ $groups }): 3 x { $count }
       *[other] Verde: { $count } gruppi di simboli onda separati ({ $groups }): 3 x { $count }
    }
reason_objective-orange_wave_none = Arancione conta ogni gruppo di simboli onda 1/3/6/10 secondo la sua grandezza; la città non ha simboli onda
reason_objective-orange_wave = Arancione: gruppi di simboli onda contati 1/3/6/10: { $groups }: { $sums }
reason_objective-orange_wave_group = { $size } in { $cards } -> { $points }
reason_objective-orange_wave_group_one = { $size } in { $cards } -> { $points }, l'1 della tessera (il «1 onda vale 2» della spiegazione è un refuso, chiarimento 6)
reason_objective-orange_wave_group_five = { $size } in { $cards } -> { $points }, 5 o più valgono 10 (chiarimento 6)
reason_objective-blue_misc_none = Blu dà 2 per simbolo del gruppo più grande di un tipo diverso da onda; la città non ha simboli di quel genere
reason_objective-blue_misc =
    { $count ->
        [one] Blu: il gruppo più grande diverso da onda è { $tag }, { $count } simbolo in { $cards }: 2 x { $count }
        [many] Blu: il gruppo più grande diverso da onda è { $tag }, { $count } simboli in { $cards }: 2 x { $count }
       *[other] Blu: il gruppo più grande diverso da onda è { $tag }, { $count } simboli in { $cards }: 2 x { $count }
    }
reason_objective-blue_misc_tie =
    { $count ->
        [one] Blu: il gruppo più grande diverso da onda è { $tag }, { $count } simbolo in { $cards } (pari con un gruppo { $ties } di { $count }; ne conta uno solo): 2 x { $count }
        [many] Blu: il gruppo più grande diverso da onda è { $tag }, { $count } simboli in { $cards } (pari con un gruppo { $ties } di { $count }; ne conta uno solo): 2 x { $count }
       *[other] Blu: il gruppo più grande diverso da onda è { $tag }, { $count } simboli in { $cards } (pari con un gruppo { $ties } di { $count }; ne conta uno solo): 2 x { $count }
    }
reason_objective-green_misc_none = Verde: { $count } gruppi di 3+ simboli diversi da onda, ognuno una volta sola per quanto grande: 3 x { $count }
reason_objective-green_misc =
    { $count ->
        [one] Verde: { $count } gruppo di 3+ simboli diversi da onda, ognuno una volta sola per quanto grande: { $groups }: 3 x { $count }
        [many] Verde: { $count } gruppi di 3+ simboli diversi da onda, ognuno una volta sola per quanto grande: { $groups }: 3 x { $count }
       *[other] Verde: { $count } gruppi di 3+ simboli diversi da onda, ognuno una volta sola per quanto grande: { $groups }: 3 x { $count }
    }
reason_objective-green_misc_group = { $tag } { $size } ({ $cards })
reason_objective-orange_misc = Arancione: la sequenza ininterrotta più lunga di colonne con spiaggia sopra lungomare è { $length } (colonne { $columns }: { $cards }): 1 x { $length }
reason_objective-orange_misc_pair = { $beach } sopra { $street }
reason_objective-green_people_none = Verde costa -1 per carta con persone non piazzate; ogni persona è in un anello
reason_objective-green_people =
    { $count ->
        [one] Verde: { $count } carta con persone non piazzate ({ $cards }): -1 x { $count }
        [many] Verde: { $count } carte con persone non piazzate ({ $cards }): -1 x { $count }
       *[other] Verde: { $count } carte con persone non piazzate ({ $cards }): -1 x { $count }
    }
reason_objective-green_people_start =
    { $count ->
        [one] Verde: { $count } carta con persone non piazzate ({ $cards }) (le due metà della tessera Caratteristica di partenza contano come una carta): -1 x { $count }
        [many] Verde: { $count } carte con persone non piazzate ({ $cards }) (le due metà della tessera Caratteristica di partenza contano come una carta): -1 x { $count }
       *[other] Verde: { $count } carte con persone non piazzate ({ $cards }) (le due metà della tessera Caratteristica di partenza contano come una carta): -1 x { $count }
    }
reason_objective-filled_rings =
    { $count ->
        [one] { $count } anello pieno
        [many] { $count } anelli pieni
       *[other] { $count } anelli pieni
    }
reason_objective-unplaced_people =
    { $count ->
        [one] { $count } persona non piazzata
        [many] { $count } persone non piazzate
       *[other] { $count } persone non piazzate
    }
reason_objective-orange_people =
    Arancione: { $filled ->
        [one] { $filled } anello pieno
        [many] { $filled } di anelli pieni
       *[other] { $filled } anelli pieni
    } (+1 ciascuno), { $unplaced ->
        [one] { $unplaced } persona non piazzata
        [many] { $unplaced } di persone non piazzate
       *[other] { $unplaced } persone non piazzate
    } (-1 ogni 2, arrotondato per difetto): { $filled } - { $penalty }
reason_objective-blue_people = Blu: persone non piazzate { $table }; { $name } { $count }: { $what }: { $penalty }
reason_objective-blue_people_entry = { $name } { $count }
reason_objective-blue_people_robot = { $name } { $count } (il Robot conta come 2)
reason_objective-blue_most = il maggior numero
reason_objective-blue_most_tied = pari per il maggior numero, quindi nessuno prende -2
reason_objective-blue_second = il secondo maggior numero
reason_objective-blue_second_tied = pari per il secondo maggior numero
reason_objective-blue_none_unplaced = nessuna fuori, quindi né primo né secondo
reason_objective-blue_neither = né primo né secondo
reason_objective-pad_robot_cards = { $label } è { $value }, ma i punti negativi delle carte del Robot contano come positivi (chiarimento 15): scrivi { $fix }
reason_objective-pad_below_zero = { $label } è { $value }, ma questa riga non scende mai sotto 0: scrivi 0 o più
reason_objective-pad_blue_even_wave = { $label } è { $value }, ma la tessera blu dà 2 per simbolo onda del gruppo di simboli onda più lungo, quindi è 0 o un numero pari: riconta i simboli e scrivi il doppio
reason_objective-pad_blue_even_misc = { $label } è { $value }, ma la tessera blu dà 2 per simbolo della catena più grande di un tipo diverso da onda, quindi è 0 o un numero pari: riconta i simboli e scrivi il doppio
reason_objective-pad_green_wave = { $label } è { $value }, ma la tessera verde dà 3 per gruppo di simboli onda separato, un multiplo di 3 da { $lowest }: correggilo
reason_objective-pad_green_misc = { $label } è { $value }, ma la tessera verde dà 3 per catena di 3+ simboli di un tipo diverso da onda, un multiplo di 3 da { $lowest }: correggilo
reason_objective-pad_green_robot_wave = { $label } è { $value }, ma la tessera verde dà al Robot (simboli onda - 1) x 3 (chiarimento 15), un multiplo di 3 da { $lowest }: correggilo
reason_objective-pad_orange_robot_wave = { $label } è { $value }, ma le onde del Robot contano come un solo gruppo, 1 / 3 / 6 / 10 (chiarimento 15): scrivi 0, 1, 3, 6 o 10
reason_objective-pad_orange_wave = { $label } è { $value }, ma ogni gruppo di simboli onda vale 1 / 3 / 6 / 10, mai meno di 0: correggilo
reason_objective-pad_orange_misc = { $label } è { $value }, ma la tessera arancione dà 1 per coppia di colonna, mai meno di 0: correggilo
reason_objective-pad_blue_people = { $label } è { $value }, ma sulla tessera blu un giocatore prende { $a }, { $b } o { $c }: scrivi uno di questi valori
reason_objective-pad_blue_people_robot = { $label } è { $value }, ma sulla tessera blu il Robot, che conta come 2 persone non piazzate (chiarimento 7), prende { $a } o { $b }: scrivi uno di questi valori
reason_objective-pad_green_robot_people = { $label } è { $value }, ma il telo verde dà al Robot -2 (regole in solitario): scrivi -2
reason_objective-pad_green_people = { $label } è { $value }, ma la tessera verde dà -1 per carta con persone non piazzate, mai un bonus: scrivi 0 o un numero negativo
reason_objective-pad_orange_robot_people = { $label } è { $value }, ma il Robot conta il suo numero di anelli - 1 (regole in solitario), mai meno di -1: correggilo
reason_objective-pad_table = qualcuno ha -2 nella riga persone blu ma nessuno ha -4: il giocatore con più persone non piazzate prende -4 e solo allora il secondo prende -2 (chiarimento 7): correggi le righe persone

sanddollar-two_from_front-name = Prendi 2 carte dalla fila anteriore
sanddollar-two_from_front-text = Paga 4: prendi 2 carte Caratteristica dalla fila anteriore e mettile entrambe nella tua città. Puoi anche muovere fino a 1 persona di qualsiasi tipo di 1 spazio.
sanddollar-front_and_behind-name = Prendi una carta anteriore e la carta dietro
sanddollar-front_and_behind-text = Paga 4: prendi 1 carta Caratteristica dalla fila anteriore e la carta Caratteristica dietro di essa, e mettile entrambe nella tua città. Puoi anche muovere 1 persona di qualsiasi tipo di 1 spazio.
sanddollar-local_or_tourist_from_anywhere-name = Prendi un luogo locale o turistico da qualsiasi posto
sanddollar-local_or_tourist_from_anywhere-text = Paga 2: prendi una carta Caratteristica da qualsiasi posto del mercato, purché abbia un simbolo luogo locale o luogo turistico. Poi puoi muovere fino a 2 persone di qualsiasi tipo di 1 spazio ciascuna.
sanddollar-business_nature_or_sports_from_anywhere-name = Prendi una carta negozio, natura o sport da qualsiasi posto
sanddollar-business_nature_or_sports_from_anywhere-text = Paga 2: prendi una carta Caratteristica da qualsiasi posto del mercato, purché abbia un simbolo negozio, natura o sport. Poi puoi muovere fino a 2 persone di qualsiasi tipo di 1 spazio ciascuna.
sanddollar-from_the_back-name = Prendi 1 carta dalla fila posteriore
sanddollar-from_the_back-text = Paga 3: prendi una carta Caratteristica dalla fila posteriore del mercato. Poi puoi muovere fino a 4 persone di qualsiasi tipo di 1 spazio ciascuna.
sanddollar-front_and_two_swaps-name = Prendi 1 carta anteriore, scambia 2 carte della tua città
sanddollar-front_and_two_swaps-text = Paga 2: prendi una carta Caratteristica dalla fila anteriore. Poi puoi scambiare 2 carte Caratteristica qualsiasi della tua città, e poi di nuovo 2 carte Caratteristica qualsiasi. La tessera dice «scambia 2 carte» una volta, ma il chiarimento del regolamento ripete lo scambio, quindi questa app permette fino a due scambi.
sanddollar-front_swap_and_return-name = Prendi 1 carta anteriore, scambia 2 carte, togli 0-2 persone
sanddollar-front_swap_and_return-text = Paga 2: prendi una carta Caratteristica dalla fila anteriore, poi scambia 2 carte Caratteristica della tua città, poi puoi rimettere nella riserva fino a 2 persone della tua città.
sanddollar-front_and_move_tourists-name = Prendi 1 carta anteriore, muovi 3 turisti
sanddollar-front_and_move_tourists-text = Paga 1: prendi una carta Caratteristica dalla fila anteriore del mercato. Poi puoi muovere fino a 3 turisti di 1 spazio ciascuno.

home-too_few_tiles_link = Inserisci una tessera Caratteristica di partenza nel tastierino delle tessere

city-people_pending =
    { $count ->
        [one] La riga delle persone confronta tutte le città (Blu), quindi aspetta ogni città: questo totale può ancora cambiare quando { $names } corregge i problemi della propria città.
        [many] La riga delle persone confronta tutte le città (Blu), quindi aspetta ogni città: questo totale può ancora cambiare quando { $names } correggono i problemi delle proprie città.
       *[other] La riga delle persone confronta tutte le città (Blu), quindi aspetta ogni città: questo totale può ancora cambiare quando { $names } correggono i problemi delle proprie città.
    }

city-vips_from_tile =
    { $count ->
        [one] Il Vip su questa carta è venuto dalla tessera Caratteristica di partenza, che ora ne ha { $left }.
        [many] I { $count } Vip su questa carta sono venuti dalla tessera Caratteristica di partenza, che ora ne ha { $left }.
       *[other] I { $count } Vip su questa carta sono venuti dalla tessera Caratteristica di partenza, che ora ne ha { $left }.
    }

problem-card_named_with_id = «{ $label }» (id della carta { $id })

problem-tile_named_with_id = «{ $label }» (id della tessera Caratteristica di partenza { $id })

ui-database_unreachable = Non si può usare il database indicato in { $setting } ({ $url }): { $error }. Controlla che il server del database sia acceso e raggiungibile da questa macchina, e che indirizzo, nome utente, password e nome del database in { $setting } siano giusti; poi ricarica la pagina.

catalogue-database_unavailable = Il tuo catalogo è nel database, che ora non è raggiungibile ({ $error }): non è stato cambiato nulla. Riprova tra un momento.

history-csv_table_current = Questo tavolo com'è ora (CSV)

history-csv_result = Risultato

history-csv_result_finished = come concluso

history-csv_result_changed = come concluso; il tavolo è stato modificato dopo

history-csv_result_current = come è il tavolo ora, non un risultato concluso

assistant-setup_reveals = Preparazione · si dispone il mercato · { $deck }

card-label_setup = preparazione { $parts }

scorepad-ranking_so_far = Classifica finora: le città come inserite finora; non è il risultato finché ogni città non ha una carta.

scorepad-by_card_every =
    { $count ->
        [one] Per carta ({ $count } carta)
        [many] Per carta ({ $count } di carte)
       *[other] Per carta ({ $count } carte)
    }

scorepad-by_card_tile =
    { $count ->
        [one] Per carta ({ $count } carta e la tessera Caratteristica di partenza)
        [many] Per carta ({ $count } di carte e la tessera Caratteristica di partenza)
       *[other] Per carta ({ $count } carte e la tessera Caratteristica di partenza)
    }

scorepad-card_scores_nothing = Nessun punto proprio (i suoi simboli e le sue persone possono contare per altre righe).
