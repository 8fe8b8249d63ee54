### The app's words in Spanish (Project Fluent: https://projectfluent.org/fluent/guide/).
### Ids are the code's keys with "-" for "."; see lang/catalogue.py. The game's terms: docs/glossary.md.

app-tab_title = { $page } · Libreta de puntuación de Santa Monica

menu-home = Inicio
menu-city = Ciudad
menu-scorepad = Libreta de puntuación
menu-catalogue = Catálogo
menu-history = Historial
menu-assistant = Asistente
menu-pad = Solo libreta de puntuación

nav-home = Inicio
nav-cities = Ciudades
nav-scorepad = Libreta de puntuación

language-choice = Idioma
language-unknown = La dirección pide el idioma «{ $asked }», que esta aplicación no habla: habla { $languages }. Elige uno en Idioma, en Inicio, o escribe ?lang=en, de, es o it en la dirección.

count-cards =
    { $count ->
        [one] { $count } carta
        [many] { $count } de cartas
       *[other] { $count } cartas
    }
count-sand_dollars =
    { $count ->
        [one] { $count } dólar de arena
        [many] { $count } de dólares de arena
       *[other] { $count } dólares de arena
    }
count-vips =
    { $count ->
        [one] { $count } VIP
        [many] { $count } de VIPs
       *[other] { $count } VIPs
    }

home-title = Libreta de puntuación de Santa Monica
home-intro = Reconstruye en tu móvil cada ciudad terminada y obtén la libreta de puntuación de toda la mesa, con el motivo de cada punto.
home-catalogue_unreadable = No se pudo leer el catálogo de cartas: { $error }. Corrige o quita el archivo y vuelve a cargar.
home-objective_lines = Olas: { $waves } · Varios: { $misc } · Personas: { $people }
home-tile_with_vips = { $tile } ({ $vips })
home-city_contents = { $cards }, { $sand_dollars }
home-add_player = Añadir un jugador
home-new_name = Nombre del nuevo jugador
home-name_placeholder = Nombre
home-new_tile = Loseta doble inicial del nuevo jugador
home-tile_placeholder = Elige la loseta doble inicial
home-add_player_button = Añadir jugador
home-not_added = No se añadió: { $refusal }
home-open_table = Mesa abierta: { $name }
home-close_table = Cerrar esta mesa (queda guardada)
home-change_setup = Cambiar la preparación de esta mesa
home-title_field = Título
home-title_placeholder = p. ej., el viernes en casa de Sam
home-date_played = Fecha de la partida
home-unreadable_date = El archivo de la partida dice que se jugó el «{ $played_on }» (no es una fecha que el Historial pueda leer): elige la fecha arriba para reemplazarla.
home-objective_tile = Loseta objetivo de puntuación
home-name = Nombre
home-starting_tile = Loseta doble inicial
home-move_up = Subir
home-move_down = Bajar
home-remove = Quitar
home-remove_help = Quitar de la mesa a este jugador y su ciudad
home-remove_question = ¿Quitar a { $name } y su ciudad ({ $contents })? No se puede deshacer.
home-remove_yes = Sí, quitar a { $name }
home-keep = Conservar
home-resume = Continuar una mesa
home-untitled = Mesa
home-resume_label = { $title }: { $players } · { $when }
home-start = Empezar una mesa
home-pad_only = Solo libreta de puntuación: escribe las líneas de cada jugador, sin ciudades
home-players = Jugadores
home-solo = Un jugador juega en solitario contra el Robot: introduce sus montones en la página Ciudad.
home-too_few_tiles =
    { $count ->
        [one] Solo hay { $count } loseta doble inicial en el catálogo y { $players } jugadores necesitan { $players }: introduce tus losetas dobles iniciales en la página Catálogo.
        [many] Solo hay { $count } de losetas dobles iniciales en el catálogo y { $players } jugadores necesitan { $players }: introduce tus losetas dobles iniciales en la página Catálogo.
       *[other] Solo hay { $count } losetas dobles iniciales en el catálogo y { $players } jugadores necesitan { $players }: introduce tus losetas dobles iniciales en la página Catálogo.
    }
home-player = Jugador { $number }
home-player_first = Jugador { $number } (empieza)
home-earlier_player = O elige un jugador anterior
home-earlier_placeholder = Jugadores anteriores
home-title_optional = Título (opcional)
home-start_button = Empezar la mesa
home-cannot_start = No se puede empezar la mesa: { $error }.
home-import = Importar un archivo de partida
home-game_file = Archivo de partida (JSON)
home-game_file_help = El archivo JSON de una partida terminada (docs/game-file.md), de hasta { $size }.
home-import_button = Importar esta partida
home-import_refused = { $file } no se puede importar; no se ha cambiado nada:
home-try = Pruébalo
home-sample_caption = Una partida terminada de { $players } jugadores con las cartas de EJEMPLO (inventadas para demostraciones, no las cartas impresas).
home-sample_button = Abrir la partida de ejemplo (cartas de ejemplo)
home-sample_unreadable = No se pudo leer la partida de ejemplo: { $error }
home-sample_title = Partida de ejemplo (cartas de ejemplo)
home-more = Más
home-assistant_link = Asistente: sigue una partida en curso turno a turno, o juega una (también en solitario contra el Robot)
home-catalogue_link = Catálogo: introduce tus cartas una vez por sus iconos impresos
home-history_link = Historial y estadísticas de partidas pasadas
home-saved_in = Las partidas se guardan sobre la marcha en { $path }.
home-next = Introducir las ciudades

city-title = Ciudades
city-catalogue_unreadable = No se pudo leer el catálogo de cartas: { $error }. Corrige el archivo en la página Catálogo y vuelve a cargar.
city-player = Jugador
city-robot_piles = Los montones del Robot
city-robot_help = Introduce las cartas que tomó el Robot (reglas en solitario): su montón de playa, su montón de paseo, los dólares de arena y las pisadas que tomó, y si jugaste en modo difícil.
city-beach_pile =
    { $count ->
        [one] Montón de playa ({ $count } carta)
        [many] Montón de playa ({ $count } de cartas)
       *[other] Montón de playa ({ $count } cartas)
    }
city-street_pile =
    { $count ->
        [one] Montón de paseo ({ $count } carta)
        [many] Montón de paseo ({ $count } de cartas)
       *[other] Montón de paseo ({ $count } cartas)
    }
city-pile_placeholder = Escribe parte del nombre de una carta
city-sand_dollars = Dólares de arena
city-footprints = Pisadas
city-hard_mode = Modo difícil
city-next = Ver la libreta de puntuación
city-unknown_id = { $id } (no está en el catálogo)
city-whose_city = Ciudad de { $name }
city-tile_caption = Loseta doble inicial: { $tile } · { $cards }
city-feature_cards =
    { $count ->
        [one] { $count } carta de Zona
        [many] { $count } de cartas de Zona
       *[other] { $count } cartas de Zona
    }
city-add_card = Añadir una carta
city-add_card_help = Una carta elegida va junto a la última carta de su fila, hacia fuera desde la loseta doble inicial (primero a su derecha); abajo puedes moverla.
city-nowhere = Esta carta no cabe ahora en ningún sitio de esta ciudad (ya hay una carta de fin de playa, o ninguna casilla libre de su fila está junto a una carta).
city-place_at = Colocar: { $square }
city-not_placed = No colocada: { $refusal }
city-enter_toggle = ¿No está en el catálogo? Introdúcela por sus símbolos
city-place_card = Colocar { $card }:
city-card_box = Carta ({ $count } mostradas): o escribe parte de su nombre
city-card_box_placeholder = anillo 2 turistas
city-find_card = O búscala por sus palabras
city-card_box_choose = Elige la carta
city-beach_card = Carta de playa
city-street_card = Carta de paseo
city-square_edited = Casilla en edición
city-grid_unreadable = No se puede dibujar la cuadrícula: { $error }
city-leftover_sand_dollars = Dólares de arena sobrantes
city-rings_total = Total provisional { $total } · anillos de actividad: { $filled } de { $rings } llenos
city-ring_filled =
    { $count ->
        [one] { $card }: { $ring } → { $count } punto
        [many] { $card }: { $ring } → { $count } de puntos
       *[other] { $card }: { $ring } → { $count } puntos
    }
city-ring_empty = { $card }: { $ring } (sin llenar)
city-rings_help = Las personas se colocan en los anillos automáticamente de la mejor forma legal (aclaración 5).
city-running_total =
    { $count ->
        [one] Total provisional: { $count } punto
        [many] Total provisional: { $count } de puntos
       *[other] Total provisional: { $count } puntos
    }
city-problems =
    { $count ->
        [one] { $count } problema en esta ciudad
        [many] { $count } de problemas en esta ciudad
       *[other] { $count } problemas en esta ciudad
    }
city-problems_fix = (corrígelos para obtener la libreta de puntuación):
city-the_city = La ciudad
city-the_city_help = toca una carta para introducir sus personas y su pisada.
city-locals = Lugareños
city-tourists = Turistas
city-vips = VIPs
city-initial_locals = L
city-initial_tourists = T
city-initial_vips = V
city-many_people = { $people } ({ $count } o más)
city-your_tile_rule = { $rule } (tu loseta doble inicial)
city-starting_tile = Loseta doble inicial: { $tile }
city-beach_half = Mitad de playa
city-street_half = Mitad de paseo
city-half_short_beach = Pl
city-half_short_street = Pa
city-half_people = { $half }: { $people }
city-placed_at = colocada en { $square }
city-remove = Quitar
city-remove_empty_help = Quitar esta carta de la ciudad (aún no hay nada encima)
city-remove_yes = Sí, quitar { $card }
city-remove_yes_people =
    { $count ->
        [one] Sí, quitar { $card } y la persona que tiene
        [many] Sí, quitar { $card } y las { $count } de personas que tiene
       *[other] Sí, quitar { $card } y las { $count } personas que tiene
    }
city-keep_it = Conservarla
city-remove_help = Quitar esta carta (y las personas que tiene) de la ciudad
city-not_moved = No movida: { $refusal }
city-footprint = Pisada
city-move_in_beach = Moverla en la fila de playa:
city-move_in_street = Moverla en la fila de paseo:
city-move_to = Moverla a { $square }
city-square_beach = playa { $column }
city-square_street = paseo { $column }
city-slot_beach_left = playa { $column } (extremo izquierdo)
city-slot_beach_right = playa { $column } (extremo derecho)
city-slot_beach_gap = playa { $column } (hueco)
city-slot_street_left = paseo { $column } (extremo izquierdo)
city-slot_street_right = paseo { $column } (extremo derecho)
city-slot_street_gap = paseo { $column } (hueco)

problem-at = { $where }: { $message }
problem-cell_beach = fila de playa, columna { $column }
problem-cell_street = fila de paseo, columna { $column }
problem-card_named = «{ $label }»
problem-id_named = «{ $id }»
problem-card_in_cell = La carta { $card } en la { $cell }
problem-players_add = La partida tiene { $count } jugadores; Santa Monica se juega de 2 a { $most }, o 1 contra el Robot: añade un jugador.
problem-players_remove = La partida tiene { $count } jugadores; Santa Monica se juega de 2 a { $most }, o 1 contra el Robot: quita los jugadores que sobran.
problem-players_no_robot = La partida tiene 1 jugador ({ $name }) y ningún Robot; Santa Monica se juega de 2 a { $most } jugadores, o 1 jugador contra el Robot (en solitario): añade el Robot para una partida en solitario, o añade jugadores.
problem-robot_not_solo = La partida tiene un Robot y { $count } jugadores; el Robot solo juega en partidas en solitario: quita «robot» o deja un solo jugador.
problem-name_blank = El nombre de un jugador está vacío ({ $name }): dale un nombre a cada jugador.
problem-name_duplicate = Dos jugadores se llaman «{ $name }» (los nombres se comparan sin tener en cuenta mayúsculas, espacios ni caracteres invisibles): dale a cada jugador un nombre distinto, por ejemplo «{ $example } 2».
problem-tile_duplicate = { $name } y { $other } tienen los dos la loseta doble inicial { $tile }; la caja trae una de cada: corrige la loseta doble inicial de un jugador.
problem-robot_too_many_cards = Los montones del Robot tienen { $count } cartas; el Robot toma una carta por ronda y una partida en solitario tiene como máximo { $most } rondas (reglas en solitario): quita { $extra } de sus montones.
problem-robot_unknown_beach = La carta «{ $card }» del montón de playa del Robot no está en ningún catálogo: añádela (página Catálogo o las cartas de «cards» en el archivo de la partida) o corrige el id.
problem-robot_unknown_street = La carta «{ $card }» del montón de paseo del Robot no está en ningún catálogo: añádela (página Catálogo o las cartas de «cards» en el archivo de la partida) o corrige el id.
problem-robot_wrong_pile_beach = La carta { $card } es una carta de playa pero está en el montón de paseo del Robot: pásala a «robot.beach_pile».
problem-robot_wrong_pile_street = La carta { $card } es una carta de paseo pero está en el montón de playa del Robot: pásala a «robot.street_pile».
problem-place_cell = en la { $cell } de { $name }
problem-place_robot_beach = en el montón de playa del Robot
problem-place_robot_street = en el montón de paseo del Robot
problem-used_twice_table = La carta «{ $card }» { $place } ya se usa { $first }; la caja trae una de cada carta: quita una de ellas o corrige el id.
problem-share = { $name } { $count }
problem-table_supply_locals = En la mesa hay { $count } lugareños ({ $shares }) pero la caja solo trae { $limit }: corrige las cantidades.
problem-table_supply_tourists = En la mesa hay { $count } turistas ({ $shares }) pero la caja solo trae { $limit }: corrige las cantidades.
problem-table_supply_vips = En la mesa hay { $count } VIPs ({ $shares }) pero la caja solo trae { $limit }: corrige las cantidades.
problem-table_supply_footprints = En la mesa hay { $count } pisadas ({ $shares }) pero la caja solo trae { $limit }: corrige las cantidades.
problem-tile_unknown = La loseta doble inicial «{ $tile }» de { $name } no está en ningún catálogo: añádela (página Catálogo o «starting_tiles» en el archivo de la partida) o corrige el id.
problem-too_many_cards = La ciudad de { $name } tiene { $count } cartas de Zona; como máximo caben { $most } (la partida termina cuando un jugador tiene { $trigger }, y un turno coloca como máximo 2 cartas): quita las cartas que sobran o busca una carta introducida dos veces.
problem-card_unknown = { $where } no está en ningún catálogo: añádela (página Catálogo o las cartas de «cards» en el archivo de la partida) o corrige el id.
problem-on_starting_tile = { $where } está sobre la loseta doble inicial, que ocupa la columna 0 de las dos filas: mueve la carta a una columna a la izquierda (negativa) o a la derecha (positiva) de la loseta.
problem-occupied = { $where } comparte su casilla con { $other }; en una casilla cabe una sola carta: mueve una de ellas a su propia casilla.
problem-wrong_row_beach = { $where } es una carta de playa; las cartas de playa van en la fila de playa: muévela a la fila de playa o corrige el id de la carta.
problem-wrong_row_street = { $where } es una carta de paseo; las cartas de paseo van en la fila de paseo: muévela a la fila de paseo o corrige el id de la carta.
problem-disconnected = { $where } no se une a la loseta doble inicial a través de cartas que comparten un lado (en diagonal nunca se tocan, aclaración 1): revisa su columna, o añade la carta que la une a la ciudad.
problem-used_twice_city = { $where } ya está en la { $cell }; la caja trae una de cada carta: quita una de ellas o corrige el id.
problem-end_of_beach = { $where } es la carta de fin de playa, que debe seguir siendo la carta de playa más a la izquierda (aclaración 14), pero { $other } está a su izquierda en la { $cell }: mueve la carta de fin de playa a la izquierda de todas las cartas de playa.
problem-vips_count = La ciudad de { $name } tiene { $vips } pero la loseta doble inicial { $tile } solo da { $gives }; una ciudad nunca gana VIPs: quita { $extra } de las cartas o de las mitades de la loseta doble inicial.
problem-city_supply_locals = La ciudad de { $name } tiene { $count } lugareños pero la caja solo trae { $limit }: corrige las cantidades.
problem-city_supply_tourists = La ciudad de { $name } tiene { $count } turistas pero la caja solo trae { $limit }: corrige las cantidades.
problem-city_supply_vips = La ciudad de { $name } tiene { $count } VIPs pero la caja solo trae { $limit }: corrige las cantidades.
problem-city_supply_footprints = La ciudad de { $name } tiene { $count } pisadas pero la caja solo trae { $limit }: corrige las cantidades.
problem-cli_count =
    { $count ->
        [one] { $count } problema; corrígelo y vuelve a ejecutar la orden
        [many] { $count } de problemas; corrígelos y vuelve a ejecutar la orden
       *[other] { $count } problemas; corrígelos y vuelve a ejecutar la orden
    }

city-unknown_tile = Loseta desconocida «{ $id }»
city-unknown_card = Carta desconocida «{ $id }»
city-picture_heading =
    { $count ->
        [one] { $name }: { $count } punto
        [many] { $name }: { $count } de puntos
       *[other] { $name }: { $count } puntos
    }
city-picture_other_points = fuera de las cartas (líneas de objetivo): { $points }
city-picture_beach = PLAYA
city-picture_street = PASEO
city-picture_start_column = columna 0 (inicio)
city-picture_column = columna { $column }
city-sample_banner = EJEMPLO (carta inventada)
city-sample_mark = EJEMPLO
city-legend = Leyenda
city-legend_people = lugareños / turistas / VIPs en la carta
city-legend_points = puntos que ganó la carta (habilidades, anillos, pisada)
city-legend_footprint = una ficha de pisada en la carta
city-legend_sample = una carta inventada, no una impresa

table-name_missing = cada jugador necesita un nombre: rellena el nombre vacío
table-no_player = una mesa necesita al menos un jugador: añade un jugador
table-too_many_players = una mesa tiene como máximo { $most } jugadores: quita { $extra }
table-tile_missing = cada jugador necesita una loseta doble inicial: elige una para cada jugador
table-same_tile = dos jugadores tienen la misma loseta doble inicial: cada loseta doble inicial está una sola vez en la caja
table-robot_solo_only = el Robot solo juega partidas en solitario: deja un jugador o quita el Robot
table-robot_name = «{ $robot }» es el nombre del rival en solitario: dale otro nombre al jugador
table-cannot_start = no se puede empezar la mesa ({ $problem }): corrígelo y vuelve a intentarlo
table-name_controls = el nombre contiene caracteres de control invisibles ({ $characters }): escríbelo de nuevo sin ellos
table-name_too_long = el nombre «{ $start }...» tiene { $length } caracteres y caben como máximo { $most }: acórtalo
table-title_controls = el título contiene caracteres de control invisibles ({ $characters }): escríbelo de nuevo sin ellos
table-title_too_long = el título tiene { $length } caracteres y caben como máximo { $most }: acórtalo
table-not_a_date = «{ $value }» no es una fecha: escríbela como AAAA-MM-DD, p. ej. 2026-11-21
table-same_name = dos jugadores se llaman «{ $name }» (los nombres se comparan sin mayúsculas ni caracteres invisibles): dale a cada jugador un nombre distinto
table-no_such_player = no hay ningún jugador llamado «{ $player }» en esta mesa (¿renombrado en otro móvil?): vuelve a cargar la página
table-card_not_in_city = la carta «{ $card }» no está en la ciudad de { $player } (¿quitada en otro móvil?): vuelve a cargar la página
table-no_robot = esta mesa no tiene Robot: el Robot solo juega partidas en solitario
table-square_taken_beach = la fila de playa, columna { $column } de la ciudad de { $player }, ya tiene «{ $card }» (¿colocada en otro móvil?): elige otro sitio
table-square_taken_street = la fila de paseo, columna { $column } de la ciudad de { $player }, ya tiene «{ $card }» (¿colocada en otro móvil?): elige otro sitio
table-column_zero = la columna 0 es la loseta doble inicial: elige otro sitio
table-card_used = la carta «{ $card }» ya está en la ciudad de { $holder }: cada carta está una sola vez en la caja
table-card_unknown = la carta «{ $card }» no está en el catálogo: introdúcela primero por sus símbolos
table-nowhere_to_go = { $card } no cabe ahora en ningún sitio de la ciudad de { $player } (ya hay una carta de fin de playa, o ninguna casilla libre de su fila está junto a una carta)
table-stays_beach = «{ $card }» es una carta de playa: se queda en la fila de playa
table-stays_street = «{ $card }» es una carta de paseo: se queda en la fila de paseo
table-negative_people = el número de personas no puede ser negativo: introduce 0 o más
table-negative_sand_dollars = los dólares de arena sobrantes no pueden ser negativos: introduce 0 o más
table-tile_taken = { $player } ya tiene esa loseta doble inicial: cada loseta está una sola vez en la caja
table-rename_empty = un jugador necesita un nombre: escribe uno
table-robot_rename = «{ $robot }» es el nombre del rival en solitario: elige otro nombre
table-solo_no_more = esta es una partida en solitario contra el Robot, que juega contra un solo jugador: empieza una mesa nueva para una partida con más jugadores
table-table_full = la mesa ya tiene { $most } jugadores, el máximo de Santa Monica
table-new_player_name = el nuevo jugador necesita un nombre: escribe uno
table-new_player_tile = el nuevo jugador necesita una loseta doble inicial: elige una
table-cannot_add = no se puede añadir el jugador ({ $problem }): corrígelo y vuelve a intentarlo
table-cannot_leave = { $player } no puede irse: a Santa Monica juegan de 2 a 4 jugadores, o 1 contra el Robot (empieza una mesa nueva para otra partida)
table-city_not_empty = la ciudad de { $player } ya no está vacía (¿introducida en otro móvil?): toca Quitar otra vez para confirmar
table-already_first = { $player } ya es el primero en el orden de turno
table-already_last = { $player } ya es el último en el orden de turno
table-robot_negative_sand_dollars = los dólares de arena del Robot no pueden ser negativos: introduce 0 o más
table-robot_negative_footprints = las pisadas del Robot no pueden ser negativas: introduce 0 o más
table-robot_too_many = los montones del Robot tendrían { $count } cartas; toma una carta por ronda y una partida en solitario tiene como máximo { $rounds } rondas: quita { $extra }
table-robot_card_twice = una carta está dos veces en los montones del Robot: cada carta está una sola vez en la caja
table-robot_card_in_city = la carta «{ $card }» ya está en la ciudad de { $player }: quítala primero de allí
table-changed_elsewhere = esto se cambió mientras tanto en otro móvil; la página muestra ahora el valor nuevo. Cámbialo otra vez para reemplazarlo.
table-count_changed_elsewhere = esto se cambió mientras tanto en otro móvil (ahora es { $now }); la casilla muestra el número guardado. Toca otra vez para cambiarlo desde ahí.
table-quoted_id = «{ $id }»
table-quoted_long_id = «{ $id }...» ({ $length } caracteres)
table-no_game = no hay ninguna partida con el id { $id } (borrada, o un enlace mal escrito): empieza o abre una mesa
table-no_game_deleted = no hay ninguna partida con el id { $id } (¿borrada en otro móvil?): empieza o abre una mesa
table-no_game_to_finish = no hay ninguna partida con el id { $id }: quizá se borró
table-finished_confirm_first = la partida «{ $id }» está terminada: confirma primero la corrección
table-changed_after_scoring = la mesa se cambió en otro móvil después de puntuarla
table-unreadable_game =
    { $count ->
        [one] no se puede leer la partida «{ $id }» guardada ({ $count } error)
        [many] no se puede leer la partida «{ $id }» guardada ({ $count } de errores)
       *[other] no se puede leer la partida «{ $id }» guardada ({ $count } errores)
    }
table-question = ¿Corregir esta mesa terminada?
table-held = esta mesa está terminada: responde «{ $question }» para guardar este cambio
table-no_winner = no se registró ningún ganador
table-won = { $names } ganó
table-won_with =
    { $count ->
        [one] { $names } ganó con { $count } punto
        [many] { $names } ganó con { $count } de puntos
       *[other] { $names } ganó con { $count } puntos
    }
table-shared_win = { $names } compartieron la victoria
table-shared_win_with =
    { $count ->
        [one] { $names } compartieron la victoria con { $count } punto
        [many] { $names } compartieron la victoria con { $count } de puntos
       *[other] { $names } compartieron la victoria con { $count } puntos
    }
table-finished = Terminada: { $result }.
table-finished_changed = Terminada: { $result }. Cambiada desde que se terminó: toca otra vez Terminar { $page } para registrar el nuevo resultado.
table-finish_on_scorepad = en la libreta de puntuación
table-finish_on_this_page = en esta página
table-question_result = Estaba terminada: { $result }. Tu cambio aún no está guardado.
table-question_help = Sí lo guarda para todos los móviles. El Historial conserva el resultado de arriba, marcado como «cambiada desde que se terminó», hasta que alguien pulse Terminar otra vez. Este móvil no volverá a preguntar por esta mesa.
table-question_yes = Sí, corregirla
table-question_no = No, dejarla terminada

ui-store_busy = Ese cambio no se guardó: el almacén de partidas está ocupado o no disponible ({ $error }). Inténtalo otra vez.
ui-refused_reason = Ese cambio se rechazó: { $reason }. No se guardó nada.
ui-refused_at = Ese cambio se rechazó ({ $where }: { $problem }); no se guardó nada.
ui-not_saved = No guardado: { $refusal }
ui-restarted_changed = La app se reinició mientras esta página estaba abierta y otro móvil la ha cambiado desde entonces: lo que acabas de cambiar no se guardó. La página muestra ahora lo guardado: revísalo y vuelve a hacer tu cambio.
ui-last_run_drawn = Última ejecución dibujada
ui-table_version_drawn = Versión de la mesa dibujada
ui-store_unopenable = No se puede abrir el almacén de partidas en { $path } ({ $error }): comprueba que la carpeta existe y se puede escribir, o pon SANTA_MONICA_DB en otro archivo, y vuelve a cargar.
ui-store_unreadable = Ahora no se puede leer el almacén de partidas ({ $error }); vuelve a cargar la página en un momento.
ui-no_table = No hay ninguna mesa abierta en esta página: empieza o retoma una en la página de inicio.
ui-home_link = Inicio: empezar o retomar una mesa
ui-back_to_table = Volver a la mesa: las ciudades
ui-join = Unirse desde otro móvil
ui-join_help = Escanéalo con otro móvil en la misma wifi: abre esta mesa y cada jugador introduce su propia ciudad. Los cambios aparecen en todos los móviles en pocos segundos.
ui-join_address = Dirección de esta mesa
ui-join_loopback = Esta app solo responde a este ordenador (se inició con un --server.address de loopback): reiníciala sin esa opción, como hace scripts/start.sh, para que otros móviles puedan llegar a ella.

history-in_utc = { $when } UTC
history-versus = contra
history-untitled = Mesa sin título
history-changed_since = Cambiada desde que se terminó: el resultado de arriba es el que se guardó al terminar. Abre su libreta de puntuación y toca Terminar otra vez para guardar la mesa tal como está ahora.
history-badge_draft = Borrador
history-badge_finished = Terminada
history-badge_changed = Terminada, cambiada después
history-name_points = { $name } { $points }
history-total_changed = { $name } { $old } -> { $new }
history-no_total_changed = ningún total ha cambiado
history-deleted = { $title } borrada.
history-already_deleted = { $title } ya estaba borrada.
history-and_more =
    { $count ->
        [one] { $problems } (y { $count } más)
        [many] { $problems } (y { $count } más)
       *[other] { $problems } (y { $count } más)
    }
history-cannot_score = No se puede puntuar { $title }: { $problems }. Corrígelo en la página Ciudad.
history-rescore_failed = No se pudo volver a puntuar: { $error }
history-rescore_not_saved = Puntuada de nuevo, pero no se pudieron guardar los nuevos totales: { $error }
history-rescored = { $title } puntuada de nuevo con el catálogo actual: { $change }.
history-scored_draft = Borrador { $title } puntuado (no se guarda hasta que se termine).
history-empty = Aún no hay mesas. Empieza una en la página de inicio; aquí aparecen las mesas terminadas.
history-home_link = Inicio: empezar una mesa
history-no_winner = Sin ganador guardado
history-delete_question = ¿Borrar { $title } para siempre? No se puede deshacer.
history-delete_pad_question = ¿Borrar { $title } y las ciudades reconstruidas a partir de ella para siempre? No se puede deshacer.
history-yes_delete = Sí, borrar
history-cancel = Cancelar
history-open_pad = Abrir la libreta de puntuación
history-csv_table = Esta mesa (CSV)
history-open_rebuilt = Abrir la libreta de puntuación reconstruida
history-continue_cities = Seguir con las ciudades
history-delete = Borrar
history-count =
    { $count ->
        [one] { $count } mesa
        [many] { $count } de mesas
       *[other] { $count } mesas
    }, { $finished ->
        [one] { $finished } terminada
        [many] { $finished } de terminadas
       *[other] { $finished } terminadas
    }; primero las cambiadas más recientemente.
history-tab_tables = Mesas
history-tab_statistics = Estadísticas
history-csv_all = Todas las mesas terminadas (CSV)
history-csv_all_caption = Una fila por jugador de cada mesa terminada: fecha, objetivo, título, cada línea de la libreta de puntuación, total y puesto. Una mesa que ya no se puede puntuar queda fuera (Estadísticas la nombra).
history-scores_now = Puntos ahora (sin guardar): { $scores }; en cabeza: { $leading }
history-open_scorepad = Abrir la libreta de puntuación
history-rescore = Volver a puntuar
history-next_new_table = Empezar una mesa nueva
history-left_out = { $title } ({ $why })
history-csv_date = Fecha
history-csv_objective = Loseta objetivo de puntuación
history-csv_title = Título
history-csv_player = Jugador
history-csv_seat = Orden
history-csv_cards = Cartas de Zona
history-csv_rings = Anillos de actividad
history-csv_footprints = Pisadas
history-csv_wave = Olas
history-csv_misc = Varios
history-csv_people = Personas
history-csv_total = Total
history-csv_rank = Puesto
history-csv_line = línea
history-csv_card = carta
history-csv_position = posición
history-csv_ability = habilidad
history-csv_points = puntos
history-csv_reason = motivo

stats-any = Todas
stats-tile_blue = Azul
stats-tile_green = Verde
stats-tile_orange = Naranja
stats-solo_count = 1 (en solitario)
stats-line_cards = Cartas
stats-line_rings = Anillos
stats-line_footprints = Hue.
stats-line_wave = Olas
stats-line_misc = Varios
stats-line_people = Personas
stats-column_player = Jugador
stats-column_games = Partidas
stats-column_wins = Ganadas
stats-column_average = Media
stats-column_best = Mejor
stats-player_heading = **{ $name }** · { $games } · { $wins }
stats-games =
    { $count ->
        [one] { $count } partida
        [many] { $count } de partidas
       *[other] { $count } partidas
    }
stats-wins =
    { $count ->
        [one] { $count } victoria
        [many] { $count } de victorias
       *[other] { $count } victorias
    }
stats-solo_player = 1 jugador (en solitario)
stats-players =
    { $count ->
        [one] { $count } jugador
        [many] { $count } de jugadores
       *[other] { $count } jugadores
    }
stats-with_tile_and_players = con la loseta { $tile } y { $players }
stats-with_tile = con la loseta { $tile }
stats-with_players = con { $players }
stats-skipped = Fuera de las estadísticas: estas partidas terminadas ya no puntúan con el catálogo actual (ábrelas desde la pestaña Mesas para corregirlas):
stats-skipped_item = **{ $title }** (partida { $game }): { $reason }
stats-won_yes = sí
stats-won_no = no
stats-axis_score = Puntos
stats-tooltip_played = Jugada
stats-tooltip_won = Ganó
stats-none_finished = Aún no hay partidas terminadas: termina una mesa en su libreta de puntuación (Terminar la partida) para ver aquí las estadísticas.
stats-catalogue_unreadable = Las estadísticas necesitan el catálogo, que no se puede leer: { $error }
stats-pads_left_out = Las partidas de solo libreta de puntuación quedan fuera: { $error }
stats-none_countable = Aún no se puede contar ninguna partida terminada: todas las de arriba quedaron fuera.
stats-objective_tile = Loseta objetivo de puntuación
stats-players_filter = Jugadores
stats-none_with_filter = Aún no hay partidas terminadas { $filter }: elige Todas para verlas todas.
stats-counted =
    { $count ->
        [one] { $count } partida terminada. Una victoria compartida cuenta como victoria para cada ganador. El Robot del modo en solitario no aparece.
        [many] { $count } de partidas terminadas. Una victoria compartida cuenta como victoria para cada ganador. El Robot del modo en solitario no aparece.
       *[other] { $count } partidas terminadas. Una victoria compartida cuenta como victoria para cada ganador. El Robot del modo en solitario no aparece.
    }
stats-line_averages = Puntos medios por línea de la libreta de puntuación
stats-line_legend = Hue. = pisadas; Olas, Varios y Personas son las líneas de la loseta objetivo de puntuación.
stats-over_time = Puntos a lo largo del tiempo

pad-catalogue_unreadable = No se pudo leer el catálogo de cartas: { $error }. Corrige o quita el archivo y recarga.
pad-intro = Para una mesa que no reconstruye sus ciudades: escribe las líneas de la libreta de puntuación de cada jugador y obtén los totales y el ganador (empates resueltos como en las reglas), guardados en el Historial. Puedes reconstruir las ciudades más tarde sin volver a escribir las líneas.
pad-resume = Continuar una libreta de puntuación
pad-untitled = Libreta de puntuación
pad-resume_label = { $title }: { $players }
pad-start = Empezar una libreta de puntuación
pad-players = Jugadores
pad-solo = Un jugador juega en solitario contra el Robot: su columna también está en la hoja, puntuada como dicen las reglas en solitario (sus líneas de la toalla), y puede ganar.
pad-player = Jugador { $number }
pad-player_first = Jugador { $number } (empieza)
pad-name_placeholder = Nombre
pad-objective_tile = Loseta objetivo de puntuación
pad-title_optional = Título (opcional)
pad-title_placeholder = p. ej. Viernes en casa de Sam
pad-start_button = Empezar la libreta de puntuación
pad-cannot_start = No se puede empezar la libreta de puntuación: { $error }.
pad-close = Cerrar esta hoja (sigue guardada)
pad-objective_is = Loseta objetivo de puntuación: { $tile }
pad-kept_as_typed = Estas líneas se guardaron tal como se escribieron cuando la mesa empezó a reconstruir sus ciudades; abajo se comparan con las ciudades.
pad-continue_cities = Seguir con las ciudades
pad-rebuilt_scorepad = La libreta de puntuación reconstruida
pad-whose_column = Columna de
pad-robot_column = **{ $name }** (líneas de la toalla de las reglas en solitario)
pad-field_cards = Cartas de Zona
pad-field_rings = Anillos de actividad
pad-field_footprints = Pisadas
pad-field_wave = Objetivo: olas
pad-field_misc = Objetivo: varios
pad-field_people = Objetivo: personas
pad-field_sand_dollars = Dólares de arena sobrantes (desempate)
pad-field_longest_chain = Cadena más larga, en símbolos (2.º desempate)
pad-robot_help_cards = Los puntos de sus cartas según las reglas en solitario (toda condición cumplida, los negativos como positivos; aclaración 15), más 1 por cada dólar de arena que tomó
pad-robot_help_rings = Cada anillo de sus cartas con su valor completo (aclaración 15)
pad-robot_help_footprints = 1 por cada pisada que tomó
pad-robot_help_wave = La línea de olas de la toalla { $tile } (reglas en solitario)
pad-robot_help_misc = La línea de varios de la toalla { $tile } (reglas en solitario)
pad-robot_help_people = La línea de personas de la toalla { $tile } (reglas en solitario)
pad-robot_help_sand_dollars = Los dólares de arena que tomó (desempate)
pad-robot_help_longest_chain = Cuántas veces tiene su símbolo más común (desempate)
pad-badge_pad = Libreta de puntuación
pad-badge_rebuilding = Reconstruyendo
pad-badge_rebuilt = Reconstruida, terminada
pad-badge_rebuilt_changed = Reconstruida, terminada, cambiada después
pad-scorepad = Libreta de puntuación
pad-column_line = Línea
pad-column_player = Jugador
pad-column_pad = Hoja
pad-column_cities = Ciudades
pad-total = Total
pad-not_scored_yet = aún sin puntuar
pad-ranking_line = **{ $name }**: { $points } ({ $decided })
pad-wins_with =
    { $count ->
        [one] { $name } gana con { $count } punto
        [many] { $name } gana con { $count } de puntos
       *[other] { $name } gana con { $count } puntos
    }
pad-shared_win_with =
    { $count ->
        [one] Victoria compartida: { $names } con { $count } punto
        [many] Victoria compartida: { $names } con { $count } de puntos
       *[other] Victoria compartida: { $names } con { $count } puntos
    }
pad-headline_shared_win =
    { $count ->
        [one] victoria compartida, { $names } con { $count } punto
        [many] victoria compartida, { $names } con { $count } de puntos
       *[other] victoria compartida, { $names } con { $count } puntos
    }
pad-headline = Libreta de puntuación: { $result } (tal como se escribió). Las ciudades aún se están introduciendo: la libreta de puntuación de abajo solo cuenta las cartas introducidas hasta ahora y da el resultado cuando la ciudad de cada jugador esté completa.
pad-headline_so_far = Libreta de puntuación: { $result } (tal como se ha escrito hasta ahora). Las ciudades aún se están introduciendo: la libreta de puntuación de abajo solo cuenta las cartas introducidas hasta ahora y da el resultado cuando la ciudad de cada jugador esté completa.
pad-lines_no_game_scores =
    { $count ->
        [one] { $count } línea que ninguna partida puede puntuar: corrígela antes de terminar.
        [many] { $count } de líneas que ninguna partida puede puntuar: corrígelas antes de terminar.
       *[other] { $count } líneas que ninguna partida puede puntuar: corrígelas antes de terminar.
    }
pad-csv_button = Libreta de puntuación en CSV
pad-finish_stale = No terminada: se cambió una línea en otro móvil después de sumar estos totales. Revísalos y toca Terminar otra vez.
pad-finish_failed = No se pudo terminar la partida: { $error }
pad-finished_saved = Terminada y guardada en el Historial (ganó { $winner }).
pad-finish_again = Terminar otra vez
pad-finish = Terminar la partida
pad-finish_ready_when = Podrás terminar cuando todas las líneas de arriba se puedan puntuar.
pad-rebuild = Reconstruir las ciudades
pad-comparison_caption = Hoja: las líneas escritas aquí. Ciudades: las líneas calculadas a partir de las ciudades reconstruidas; ≠ marca una línea que no coincide.
pad-rebuild_caption = Introduce las ciudades carta a carta más tarde para ver cada punto explicado: los jugadores, el objetivo y los dólares de arena sobrantes (y los dólares de arena y las pisadas del Robot) se conservan, y las líneas escritas aquí quedan junto a las líneas calculadas de las ciudades.
pad-rebuild_from_pad = Reconstruir las ciudades a partir de esta hoja
pad-starting_tile_of = Loseta doble inicial de { $name }
pad-tile_placeholder = Elige la loseta doble inicial
pad-start_rebuilding = Empezar a reconstruir
pad-cannot_rebuild = No se puede empezar a reconstruir: { $error }.
pad-next_home = Inicio: empezar o continuar una mesa
pad-store_unreadable = El almacén de partidas no se puede leer ahora mismo ({ $error }); recarga la página en un momento.
pad-store_busy = Ese número no se guardó: el almacén de partidas está ocupado o no disponible ({ $error }). Inténtalo de nuevo.
pad-change_refused = Ese cambio se rechazó ({ $why }); no se guardó nada.
pad-not_saved = No guardado: { $refusal }
pad-cities_not_scored_problems =
    { $count ->
        [one] Las ciudades aún no se pueden puntuar ({ $count } por corregir, p. ej. { $example }): continúalas en la página Ciudad.
        [many] Las ciudades aún no se pueden puntuar ({ $count } por corregir, p. ej. { $example }): continúalas en la página Ciudad.
       *[other] Las ciudades aún no se pueden puntuar ({ $count } por corregir, p. ej. { $example }): continúalas en la página Ciudad.
    }
pad-cities_not_scored = Las ciudades aún no se pueden puntuar: { $error }.
pad-link_typed_lines = Líneas escritas en la libreta de puntuación, junto a estas
pad-refused_start = no se puede empezar la libreta de puntuación ({ $why }): corrígelo
pad-refused_no_column = no hay ninguna columna llamada «{ $player }» en esta hoja (¿renombrada en otro móvil?): recarga la página
pad-refused_no_line = «{ $field }» no es una línea de la libreta de puntuación: recarga la página
pad-refused_line_limit = { $value } es más de lo que cabe en una línea de la libreta de puntuación (como mucho { $limit } en cualquier sentido): revisa el número y escríbelo de nuevo
pad-refused_sand_dollars =
    { $count ->
        [one] { $count } dólar de arena sobrante no es posible: escribe de 0 a { $most }
        [many] { $count } de dólares de arena sobrantes no son posibles: escribe de 0 a { $most }
       *[other] { $count } dólares de arena sobrantes no son posibles: escribe de 0 a { $most }
    }
pad-refused_chain =
    { $count ->
        [one] { $count } símbolo en la cadena más larga no es posible: escribe de 0 a { $most }
        [many] { $count } de símbolos en la cadena más larga no son posibles: escribe de 0 a { $most }
       *[other] { $count } símbolos en la cadena más larga no son posibles: escribe de 0 a { $most }
    }
pad-refused_changed_elsewhere = este número se cambió mientras tanto en otro móvil (ahora es { $now }); la casilla lo muestra. Cámbialo otra vez para reemplazarlo.
pad-refused_not_found = no hay ninguna libreta de puntuación con el id { $id } (borrada, o un enlace mal escrito): empieza una o ábrela desde el Historial
pad-refused_gone = no hay ninguna libreta de puntuación con el id { $id } (¿borrada en otro móvil?): abre otra
pad-refused_rebuilt = esta libreta de puntuación se convirtió en una reconstrucción: sus líneas quedan tal como se escribieron, para compararlas con las ciudades; cambia las ciudades en su lugar
pad-refused_finished = la libreta de puntuación «{ $id }» está terminada: confirma primero la corrección
pad-refused_stale = se cambió una línea en otro móvil después de sumar estos totales
pad-refused_unreadable =
    { $count ->
        [one] la libreta de puntuación «{ $id }» del almacén no se puede leer ({ $count } error)
        [many] la libreta de puntuación «{ $id }» del almacén no se puede leer ({ $count } de errores)
       *[other] la libreta de puntuación «{ $id }» del almacén no se puede leer ({ $count } errores)
    }

catalogue-title = Catálogo de cartas
catalogue-intro = Las cartas impresas no son públicas: introduce las tuyas una vez por los iconos impresos en ellas, o importa un archivo de catálogo. Las cartas incluidas son ejemplos inventados, marcados como EJEMPLO.
catalogue-show = Mostrar
catalogue-view_cards = Cartas
catalogue-view_tiles = Losetas dobles iniciales
catalogue-view_add_card = Añadir una carta
catalogue-view_add_tile = Añadir una loseta
catalogue-view_files = Compartir · importar / exportar
catalogue-deleted = { $name } eliminada.
catalogue-sample_fixed = Ejemplo incluido: no se puede editar ni eliminar. Introduce la carta real con Añadir.
catalogue-sample_fixed_tile = Ejemplo incluido: no se puede editar ni eliminar. Introduce la loseta doble inicial real con Añadir una loseta.
catalogue-delete_question = ¿Eliminar { $name } para siempre? Las partidas que lo usan ya no lo encontrarán.
catalogue-delete_yes = Sí, eliminar
catalogue-cancel = Cancelar
catalogue-edit = Editar
catalogue-delete = Eliminar
catalogue-edit_title = Editar { $name }
catalogue-close = Cerrar
catalogue-cancel_editing = Dejar de editar
catalogue-done = Hecho
catalogue-saved_changes = Cambios en { $name } guardados.
catalogue-search_cards = Buscar por nombre o iconos
catalogue-search_cards_example = anillo naturaleza
catalogue-filter = Filtrar por fila, símbolos, ejemplos
catalogue-every_tag = Tiene cada símbolo
catalogue-show_samples = Mostrar los ejemplos incluidos
catalogue-cards_shown =
    { $count ->
        [one] { $count } carta mostrada
        [many] { $count } de cartas mostradas
       *[other] { $count } cartas mostradas
    }
catalogue-tiles_shown =
    { $count ->
        [one] { $count } loseta doble inicial mostrada
        [many] { $count } de losetas dobles iniciales mostradas
       *[other] { $count } losetas dobles iniciales mostradas
    }
catalogue-sample = EJEMPLO
catalogue-sample_card = inventada para demostraciones y pruebas, no es una carta impresa
catalogue-sample_tile = inventada para demostraciones y pruebas, no es una loseta doble inicial impresa
catalogue-id = id: { $id }
catalogue-search_tiles = Buscar por nombre o iconos
catalogue-search_tiles_example = VIP negocio
catalogue-example = p. ej. { $words }
catalogue-add_card_how = Toca los iconos impresos en la carta; se guarda en tu archivo de catálogo cuando tocas Guardar.
catalogue-full_card_form = Formulario completo (números poco comunes, notas)
catalogue-saved_card = { $name } guardada ({ $row }). { $coverage }.
catalogue-add_tile_how = Toca los iconos impresos en la loseta doble inicial; se guarda en tu archivo de catálogo cuando tocas Guardar.
catalogue-full_tile_form = Formulario completo (notas, números poco comunes)
catalogue-saved_tile = Loseta doble inicial { $name } guardada. { $coverage }.
catalogue-count_tiles =
    { $count ->
        [one] { $count } loseta doble inicial
        [many] { $count } de losetas dobles iniciales
       *[other] { $count } losetas dobles iniciales
    }
catalogue-source_opened_link = el enlace que abriste
catalogue-source_pasted_link = el enlace pegado
catalogue-source_games = las partidas de este servidor
catalogue-server = Todos en este servidor
catalogue-server_how = Este catálogo ({ $cards }, { $tiles } tuyas) pertenece a este servidor: todas las partidas de aquí lo usan, en cada móvil que abre esta app. Los demás de la mesa abren la misma dirección: no hay nada que enviar.
catalogue-games_carry_cards = Una partida importada de un archivo puede traer cartas propias que solo conoce esa partida. Compártelas con todas las partidas de aquí:
catalogue-share_games = Compartir las cartas de las partidas con todas las partidas
catalogue-games_unreadable = Las partidas de este servidor no se pueden leer ahora ({ $error }); inténtalo de nuevo.
catalogue-send = Enviarlo a otra app
catalogue-nothing_to_send = Aún no hay nada que enviar: introduce cartas con Añadir una carta o recibe un catálogo abajo.
catalogue-send_how = Escanea el código con el otro móvil o envía el enlace; luego ábrelo en la otra app (o pégalo allí en Recibir). Las fotos no van en los códigos ni en los enlaces: las lleva el archivo.
catalogue-many_codes = Tu catálogo es demasiado grande para un código QR: necesita { $count } códigos. Escanéalos uno tras otro, en cualquier orden; cada uno añade sus propias cartas. O envía el enlace o el archivo de abajo.
catalogue-code = Código
catalogue-n_of = { $number } de { $count }
catalogue-code_n_of = Código { $number } de { $count }
catalogue-one_code = Todo tu catálogo en un código
catalogue-address_too_long = La dirección de este servidor es demasiado larga para un código QR: envía el enlace o el archivo.
catalogue-link_too_long = Tu catálogo es demasiado grande para un enlace ({ $characters } caracteres; una dirección admite { $limit }): envía el archivo de abajo o los códigos QR de arriba.
catalogue-link =
    { $count ->
        [one] El enlace a todo tu catálogo ({ $count } carácter)
        [many] El enlace a todo tu catálogo ({ $count } de caracteres)
       *[other] El enlace a todo tu catálogo ({ $count } caracteres)
    }
catalogue-link_how = Cópialo con el botón de su esquina y envíalo en un mensaje.
catalogue-download = Descargar mi catálogo (con fotos)
catalogue-receive = Recibir un catálogo
catalogue-receive_how = Las cartas y losetas que ya están en tu catálogo nunca se sobrescriben: las idénticas se omiten y las distintas se listan como conflictos. Ves lo que cambiaría antes de importar nada.
catalogue-paste_link = Pega un enlace de catálogo
catalogue-read_link = Leer el enlace
catalogue-file = O un archivo de catálogo (.json)
catalogue-file_help = Un archivo de catálogo exportado desde esta app, de hasta { $size }.
catalogue-read_file = Leer este archivo
catalogue-from = Desde { $source }
catalogue-would_add = Añadiría { $cards } y { $tiles }.
catalogue-would_skip = { $count } ya en tu catálogo, idénticas: omitidas.
catalogue-would_conflict =
    { $count ->
        [one] { $count } conflicto: se conserva el tuyo, listado abajo.
        [many] { $count } de conflictos: se conservan los tuyos, listados abajo.
       *[other] { $count } conflictos: se conservan los tuyos, listados abajo.
    }
catalogue-conflict_preview = Conflicto, no se importaría: { $difference }.
catalogue-import = Importar
catalogue-nothing_new = Nada nuevo: todo está ya en tu catálogo.
catalogue-import_problems = No se ha importado nada; tiene problemas:
catalogue-imported = Importado desde { $source }: { $cards } y { $tiles } añadidas.
catalogue-imported_names = { $imported } Añadidas: { $names }.
catalogue-skipped = { $count } ya en tu catálogo, idénticas, omitidas: { $names }.
catalogue-conflict = Conflicto, no importado: { $difference }.
catalogue-replaces_samples = Estos id también son id de ejemplos incluidos; se usan tus registros en lugar de los ejemplos: { $ids }.

cards-row = Fila
cards-row_beach = Playa
cards-row_street = Paseo
cards-row_card_beach = Carta de playa
cards-row_card_street = Carta de paseo
cards-half_beach = Mitad de playa
cards-half_street = Mitad de paseo
cards-person_local = Lugareños
cards-person_tourist = Turistas
cards-person_vip = VIPs
cards-person_any = Cualquier tipo
cards-icon_sand_dollar = Dólar de arena
cards-icon_people = Personas
cards-icon_ring = Anillo
cards-coverage = { $cards } de { $all_cards } cartas de Zona y { $tiles } de { $all_tiles } losetas dobles iniciales en el catálogo (sin contar las cartas de ejemplo)
cards-progress = { $cards } de { $all_cards } cartas de Zona (playa { $beach }, paseo { $street }), { $tiles } de { $all_tiles } losetas dobles iniciales
cards-tile_progress =
    { $count ->
        [one] { $tiles } de { $count } loseta doble inicial
        [many] { $tiles } de { $count } de losetas dobles iniciales
       *[other] { $tiles } de { $count } losetas dobles iniciales
    }
cards-not_saved_yet = Aún no se ha guardado; corrige esto:
cards-symbol_choice = Símbolo: { $symbol }
cards-choose = Elige opciones
cards-remove = Quitar
cards-printed_twice = Impresos dos veces (toca los que aparecen dos veces)
cards-card_name = Nombre de la carta (opcional: la mayoría de las cartas no lo tiene)
cards-location_tags = Símbolos de lugar
cards-placement = Al colocarla (acciones de colocación)
cards-add_placement = Añadir una acción de colocación
cards-abilities = Habilidades de puntuación
cards-add_ability = Añadir una habilidad de puntuación
cards-rings = Anillos de actividad
cards-add_ring = Añadir un anillo de actividad
cards-add_ring_beach = Añadir un anillo en la mitad de playa
cards-add_ring_street = Añadir un anillo en la mitad de paseo
cards-section_placement = Acción de colocación { $number }
cards-section_abilities = Habilidad de puntuación { $number }
cards-section_rings = Anillo { $number }
cards-end_of_beach = Icono de fin de playa (debe seguir siendo la carta de playa más a la izquierda)
cards-notes = Notas (opcional)
cards-save_changes = Guardar cambios
cards-save_card = Guardar carta
cards-save_tile = Guardar loseta doble inicial
cards-tile_name = Nombre de la loseta (opcional)
cards-tile_vips = VIPs en la loseta
cards-setup_bonus = Bonificación inicial
cards-setup_sand_dollars = Dólares de arena
cards-setup_locals = Lugareños
cards-setup_tourists = Turistas
cards-footprints = Pisadas
cards-footprint_wants = Lo que quieren los VIPs (icono de pisada)
cards-points_per_match_long = Puntos por cada símbolo que coincida
cards-half_symbols = Iconos impresos que ve una adyacencia
cards-photo_toggle = Añadir una foto de la carta (opcional)
cards-photo_kept = Guardada con la carta
cards-photo_camera = Foto de la carta
cards-row_back = Fila (el color del dorso de la carta)
cards-tags = Símbolos
cards-tags_twice = toca dos veces para un símbolo impreso dos veces
cards-printed = Lo que está impreso
cards-printed_how = un toque cada uno; luego toca su símbolo y sus números abajo
cards-name_optional = Nombre (opcional: la mayoría de las cartas no lo tiene)
cards-printed_name = Nombre impreso en la carta
cards-saved = { $name } guardada. { $progress }.
cards-this_card = Esta carta:
cards-same_as = Igual que { $name }: ¿otra copia? Un mazo puede tener cartas idénticas; guarda otra vez para añadir una.
cards-save_copy = Guardar otra copia
cards-discard = Descartar esta carta
cards-discard_help = Borra esta carta sin guardarla (puedes deshacerlo); la fila se mantiene
cards-the_card = la carta
cards-discarded = { $name } descartada sin guardarla.
cards-undo_discard = Deshacer el descarte
cards-half_tags_twice = símbolos: toca dos veces para uno impreso dos veces
cards-icon_button_sand_dollar = Icono de dólar de arena
cards-icon_button_people = Icono de personas
cards-tile_vips_pictured = VIPs dibujados en la loseta
cards-setup_bonus_how = lo que da la loseta al empezar
cards-footprint_icon = Icono de pisada
cards-footprint_icon_how = lo que quieren los VIPs, puntos por coincidencia
cards-vips_want = Los VIPs quieren
cards-points_per_match = Puntos por coincidencia
cards-tile_name_optional = Nombre (opcional: solo una loseta tiene nombre conocido, la Oficina de Correos)
cards-tile_printed_name = Nombre impreso en la loseta
cards-this_tile = Esta loseta:
cards-tag_choice = { $tag } · { $count }
cards-no_tags = Sin símbolos
cards-show_sample_cards =
    { $count ->
        [one] Mostrar la carta de ejemplo
        [many] Mostrar los { $count } de cartas de ejemplo
       *[other] Mostrar las { $count } cartas de ejemplo
    }
cards-show_sample_cards_help = Ejemplos incluidos, inventados para demostraciones: tus propias cartas se muestran sin ellos
cards-tap_row =
    { $count ->
        [one] Toca la fila de la carta: { $count } carta aún no está en la mesa.
        [many] Toca la fila de la carta: { $count } de cartas aún no están en la mesa.
       *[other] Toca la fila de la carta: { $count } cartas aún no están en la mesa.
    }
cards-tags_on_card = Símbolos de la carta
cards-tap_tag_beach =
    { $count ->
        [one] { $count } carta de playa: toca un símbolo impreso en la tuya.
        [many] { $count } de cartas de playa: toca un símbolo impreso en la tuya.
       *[other] { $count } cartas de playa: toca un símbolo impreso en la tuya.
    }
cards-tap_tag_street =
    { $count ->
        [one] { $count } carta de paseo: toca un símbolo impreso en la tuya.
        [many] { $count } de cartas de paseo: toca un símbolo impreso en la tuya.
       *[other] { $count } cartas de paseo: toca un símbolo impreso en la tuya.
    }
cards-no_match = Ninguna carta que aún no esté en la mesa tiene todos estos símbolos: toca de nuevo un símbolo para quitarlo.
cards-shape_ring = Anillo
cards-shape_next_to = Junto a símbolo
cards-shape_chain = Cadena
cards-shape_gain = + Dólares de arena
cards-shape_add = + Personas
cards-shape_move = Mover personas
cards-shape_next_to_2 = Junto a 2+
cards-shape_one_or_more = Junto a 1 / 2+
cards-shape_chain_each = Cadena, por símbolo
cards-shape_ring_any = Anillo de cualquier número
cards-shape_near_symbol = Junto a icono
cards-shape_not_near_ring = No junto a anillo
cards-shape_all_of = Junto a todos
cards-shape_in_city = Símbolos en la ciudad
cards-shape_unspent = Dólares de arena sin gastar
cards-shape_move_here = Mover aquí
cards-shape_end_of_beach = Fin de playa
cards-kind_gain_sand_dollars = Ganar dólares de arena
cards-kind_add_people = Añadir lugareños o turistas
cards-kind_move_people = Mover personas
cards-kind_move_here = Mover personas aquí (desde cualquier lugar)
cards-kind_adjacent_tag = Adyacente a un símbolo
cards-kind_adjacent_two_or_more = Adyacente a 2+ de un símbolo
cards-kind_adjacent_one_or_more = Adyacente: 1 de un símbolo / 2+ de él
cards-kind_adjacent_all_of = Adyacente a todos de varios símbolos
cards-kind_adjacent_symbol = Adyacente a un icono (dólar de arena, personas, anillo)
cards-kind_not_adjacent_symbol = NO adyacente a un icono
cards-kind_chain = Cadena: puntos fijos
cards-kind_chain_per_tag = Cadena: puntos por símbolo
cards-kind_tags_in_city = Símbolos en cualquier lugar de la ciudad
cards-kind_unspent_sand_dollars = Dólares de arena sin gastar
cards-kind_ring = Anillo con personas dibujadas
cards-kind_any_number_ring = Cualquier número de personas (1 o más)
cards-field_amount = Dólares de arena
cards-field_count = Cuántas
cards-field_person = Quién
cards-field_move_count = Hasta cuántas personas
cards-field_distance = Hasta cuántas casillas cada una
cards-field_tag = Símbolo
cards-field_points = Puntos
cards-field_points_each = Puntos cada vez
cards-field_one_points = Puntos por exactamente 1
cards-field_more_points = Puntos por 2 o más
cards-field_tags = Símbolos (todos necesarios)
cards-field_symbol = Icono
cards-field_minimum = Mínimo de símbolos en la cadena
cards-field_points_per_tag = Puntos por símbolo
cards-field_per_tags = Por cada ... símbolos
cards-field_per_sand_dollars = Por cada ... dólares de arena
cards-word_name = Nombre
cards-word_row = Fila
cards-word_tags = Símbolos
cards-word_placement = Acciones de colocación
cards-word_scoring = Habilidades de puntuación
cards-word_notes = Notas
cards-word_vips = VIPs
cards-word_wants = Lo que quieren los VIPs
cards-word_points_per_match = Puntos por coincidencia
cards-word_sand_dollars = Dólares de arena iniciales
cards-word_locals = Lugareños iniciales
cards-word_tourists = Turistas iniciales
cards-word_symbols = Iconos
cards-word_rings = Anillos
cards-word_value = valor
cards-error_at_least = «{ $field }» debe ser al menos { $limit }
cards-error_at_most = «{ $field }» debe ser como mucho { $limit }
cards-error_required = falta «{ $field }»
cards-error_too_long_text = «{ $field }» debe tener como mucho { $limit } caracteres
cards-error_too_few = «{ $field }» debe tener al menos { $limit }
cards-error_too_many = «{ $field }» debe tener como mucho { $limit }
cards-error_pattern = «{ $field }» solo puede usar minúsculas, dígitos, «-» y «_»
cards-error_other = «{ $field }»: { $problem }
cards-error_where = { $where }: { $problem }
cards-error_row = { $row } ({ $kind })
cards-refuse_kind = { $where }: elige lo que hace.
cards-refuse_row = Fila: elige playa o paseo (el color del dorso de la carta).
cards-refuse_row_keypad = Fila: toca Playa o Paseo (el color del dorso de la carta).
cards-refuse_tags = Símbolos: una carta tiene como mucho { $limit } símbolos; hay { $count } elegidos.
cards-refuse_limit_placement = Acciones de colocación: como mucho { $limit }; quita algunas.
cards-refuse_limit_abilities = Habilidades de puntuación: como mucho { $limit }; quita algunas.
cards-refuse_limit_rings = Anillos: como mucho { $limit }; quita algunos.
cards-refuse_end_of_beach = Fin de playa: este icono solo está en cartas de playa; pon la fila en playa o desmárcalo.
cards-refuse_scoring_limit = Habilidades de puntuación y anillos: como mucho { $limit } en total; quita algunos.
cards-refuse_vips = VIPs: elige 1 o 2 (los VIPs dibujados en la loseta).
cards-refuse_wants = Lo que quieren los VIPs: elige al menos un símbolo o icono del icono de pisadas de la loseta.
cards-refuse_half_tags = Símbolos: como mucho { $limit } en una mitad; hay { $count } elegidos.
cards-refuse_half = { $half }: { $problem }

photo-file_too_big = la imagen ocupa { $megabytes } MB: haz una foto o elige una de menos de 20 MB
photo-too_large_reduced = la imagen sigue siendo demasiado grande incluso reducida: haz una foto más sencilla de la carta
photo-not_a_picture = la foto no es una imagen: haz la foto con el botón de la cámara o elige un archivo JPEG, PNG o WebP
photo-far_too_many_pixels = la imagen tiene demasiados píxeles para reducirla aquí: haz la foto con el botón de la cámara o elige un archivo JPEG, PNG o WebP
photo-damaged = la imagen está dañada o incompleta: haz la foto con el botón de la cámara o elige un archivo JPEG, PNG o WebP
photo-gif = un GIF no se guarda como foto de una carta: haz la foto con el botón de la cámara o guarda la imagen como JPEG o PNG
photo-format = las imágenes en formato { $format } no se guardan: haz la foto con el botón de la cámara o elige un archivo JPEG, PNG o WebP
photo-too_many_pixels_jpeg = la imagen tiene { $width } x { $height } píxeles, demasiados para reducirla aquí: haz la foto con el botón de la cámara o elige una imagen más pequeña
photo-too_many_pixels = la imagen tiene { $width } x { $height } píxeles, demasiados para reducirla aquí: haz la foto con el botón de la cámara o expórtala como JPEG
photo-svg = un dibujo SVG no se guarda como foto de una carta: haz la foto con el botón de la cámara o exporta la imagen como JPEG o PNG
photo-heic = las fotos HEIC no se pueden leer aquí: haz la foto con el botón de la cámara o expórtala como JPEG
photo-unknown = este archivo no es una imagen que se pueda leer: haz la foto con el botón de la cámara o elige un archivo JPEG, PNG o WebP
photo-not_kept = No se ha guardado ninguna foto: { $why }.
photo-not_saved = Foto no guardada: { $error }
photo-saved = Nueva foto guardada para { $name }.
photo-removed = Foto de { $name } quitada.
photo-unreadable = foto ilegible
photo-unreadable_note = La foto de { $names } no se puede leer, por eso aparece «{ $unreadable }»: abre la carta y toca Cambiar foto para hacer una nueva, o Quitar foto.
photo-replace = Cambiar foto
photo-new_photo = Nueva foto de la carta
photo-choose_file = O elige una imagen (hasta 8 MB)
photo-remove = Quitar foto
photo-left_out_would = La carta «{ $card }» se importaría sin su foto: { $why }. Añade una nueva con Cambiar foto debajo de la carta.
photo-left_out_was = La carta «{ $card }» se ha importado sin su foto: { $why }. Añade una nueva con Cambiar foto debajo de la carta.

engine-row_beach = playa
engine-row_street = paseo
engine-row_front = delantera
engine-row_back = trasera
engine-square = fila de { $row }, columna { $column }
engine-square_start = la mitad de { $row } de la loseta doble inicial
engine-display_slot = la fila { $row }, columna { $column }
engine-person_local = lugareño
engine-person_tourist = turista
engine-person_vip = VIP
engine-person_any = persona
engine-people_local = lugareños
engine-people_tourist = turistas
engine-people_vip = VIPs
engine-people_any = personas
engine-count_person =
    { $count ->
        [one] { $count } persona
        [many] { $count } de personas
       *[other] { $count } personas
    }
engine-count_local =
    { $count ->
        [one] { $count } lugareño
        [many] { $count } de lugareños
       *[other] { $count } lugareños
    }
engine-count_tourist =
    { $count ->
        [one] { $count } turista
        [many] { $count } de turistas
       *[other] { $count } turistas
    }
engine-count_vip =
    { $count ->
        [one] { $count } VIP
        [many] { $count } de VIPs
       *[other] { $count } VIPs
    }
engine-count_space =
    { $count ->
        [one] { $count } casilla
        [many] { $count } de casillas
       *[other] { $count } casillas
    }
engine-robot = Robot
engine-and = { $first } y { $second }
engine-prompt_over = La partida ha terminado.
engine-prompt_tile_solo = { $who }: ¿qué loseta doble inicial has robado al azar?
engine-prompt_tile = { $who }: elige una loseta doble inicial.
engine-prompt_food_truck = { $who }: coloca el camión de comida bajo una columna del mercado (el sibarita va 2 columnas a su derecha).
engine-prompt_reveal = Revela la carta superior del mazo en la fila { $row }, columna { $column }: ¿qué carta es?
engine-prompt_robot = Turno del Robot: tira el dado (o indica el valor que salió).
engine-prompt_turn = { $who }: toma una carta de la fila delantera o usa una acción especial.
engine-prompt_place_two = { $who }: coloca { $cards } en tu ciudad, de una en una: las acciones de colocación de cada carta se hacen antes de colocar la siguiente (aclaración 22).
engine-prompt_place = { $who }: coloca { $cards } en tu ciudad.
engine-prompt_final = { $who }: movimiento final (lugareños hasta 3 casillas, turistas y VIPs 1); Hecho al terminar.
engine-prompt_move = { $who }: puedes mover hasta { $people }, hasta { $spaces } por persona ({ $reason }); Hecho para parar.
engine-prompt_move_here = { $who }: puedes mover hasta { $people } desde cualquier lugar a { $square }.
engine-prompt_happy_day = { $who }: ¡día feliz! Elige 1 dólar de arena + 1 movimiento, 2 dólares de arena o 2 movimientos de 1 casilla.
engine-prompt_swap =
    { $count ->
        [one] { $who }: puedes intercambiar 2 cartas de Zona de la misma fila (queda { $count } intercambio).
        [many] { $who }: puedes intercambiar 2 cartas de Zona de la misma fila (quedan { $count } de intercambios).
       *[other] { $who }: puedes intercambiar 2 cartas de Zona de la misma fila (quedan { $count } intercambios).
    }
engine-prompt_return = { $who }: puedes devolver hasta { $people } de tu ciudad a la reserva.
engine-prompt_choose = { $who }: elige una acción.
engine-over = la partida ha terminado: solo queda puntuarla
engine-column_range = elige una columna del mercado de 0 a 3
engine-die_range = un dado muestra de 1 a 6
engine-can_take = aún se puede tomar una carta: solo se puede pasar cuando no se puede tomar ninguna
engine-happy_option = elige dollar_and_move, two_dollars o two_moves
engine-no_person_to_return = no hay ningún { $person } en { $square } que devolver
engine-nothing_to_finish = ahora no hay ningún paso opcional que terminar: { $prompt }
engine-unknown_action = acción desconocida { $action }: usa una de las acciones de scorer.engine.actions
engine-wrong_choice = esa no es la elección que se pide: { $prompt }
engine-tile_not_in_game = «{ $tile }» no es una de las losetas dobles iniciales de esta partida: elige una de { $tiles }
engine-tile_taken = «{ $tile }» ya está cogida: elige otra loseta doble inicial
engine-card_not_in_deck = «{ $card }» no está en el mazo de esta partida: añádela al mazo (preparación) o revisa la carta
engine-card_revealed = «{ $card }» ya se reveló en esta partida: comprueba qué carta se ha dado la vuelta
engine-column_blank = la columna { $column } de la fila delantera está vacía: toma una carta visible
engine-no_place = { $card } no tiene sitio legal en tu ciudad: toma otra carta
engine-slot_twice = el mismo hueco del mercado aparece dos veces
engine-slot_blank = { $slot } está vacía: elige un hueco con carta
engine-takes_front = esta acción toma 1 carta de la fila delantera
engine-takes_back = esta acción toma 1 carta de la fila trasera
engine-takes_two_front = esta acción toma 2 cartas de la fila delantera
engine-takes_front_and_behind = esta acción toma 1 carta de la fila delantera y la carta de la fila trasera que tiene detrás
engine-takes_anywhere = esta acción toma 1 carta de cualquier lugar del mercado
engine-no_tag = { $card } no tiene ninguno de los símbolos que pide esta acción ({ $tags })
engine-not_sand_dollar_action = «{ $action }» no es una de las dos acciones especiales de esta partida
engine-cannot_afford = { $action } cuesta { $cost } y tienes { $have }
engine-cannot_place_all = las cartas tomadas no se podrían colocar todas en tu ciudad: elige otras cartas
engine-not_in_hand = «{ $card }» no es una carta que hayas tomado este turno: coloca una de { $hand }
engine-wrong_row_beach = { $card } es una carta de playa: colócala en la fila de playa
engine-wrong_row_street = { $card } es una carta de paseo: colócala en la fila de paseo
engine-bad_square = { $card } no puede ir a { $square }: debe tocar un lado de tu ciudad, en una casilla vacía, y nunca a la izquierda de la carta de fin de playa (aclaración 14)
engine-no_room_for_other = colocarla ahí no dejaría sitio para tu otra carta: elige otra casilla
engine-move_only_for = este movimiento es solo para { $people } ({ $reason })
engine-cannot_move_now = ningún { $person } en { $square } puede moverse ahora (no hay nadie o ya se movió en esta acción)
engine-move_here_path = las personas se mueven a la carta nueva en { $square }: el camino es solo esa casilla
engine-already_here = esa persona ya está en esta carta
engine-no_person_there = no hay ningún { $person } en { $square }
engine-path_empty = un movimiento necesita al menos una casilla de destino
engine-path_too_long = este movimiento recorre { $length } casillas pero solo se permiten { $distance }
engine-path_no_card = en { $square } no hay carta: las personas solo se mueven a cartas colocadas
engine-path_not_adjacent = { $square } no comparte un lado con { $here }: muévete arriba, abajo, a la izquierda o a la derecha
engine-swap_same = elige dos cartas distintas para intercambiar
engine-swap_no_card = no hay carta de Zona en la fila de { $row }, columna { $column } (la loseta doble inicial nunca se intercambia)
engine-swap_end_of_beach = la carta de fin de playa nunca se puede intercambiar (aclaración 14)
engine-swap_rows = una carta de playa y una de paseo no se pueden intercambiar: cada una debe quedarse en su fila
engine-log_took = { $name } toma { $card } (fila delantera, columna { $column }).
engine-log_placed = { $name } coloca { $card } en { $square }.
engine-log_moved = { $name } mueve un { $person } de { $source } a { $target }.
engine-log_moved_via = { $name } mueve un { $person } de { $source } a { $target } pasando por { $path }.
engine-log_paid = { $name } paga { $cost } por { $action } y toma { $cards } (sin recompensa de camión de comida ni de sibarita, aclaración 19).
engine-log_gained = { $name } gana { $amount } ({ $reason }).
engine-log_dealt = { $card } se reparte en la fila { $row }, columna { $column }.
engine-log_added_local =
    { $count ->
        [one] { $name } pone { $count } lugareño en { $square }.
        [many] { $name } pone { $count } de lugareños en { $square }.
       *[other] { $name } pone { $count } lugareños en { $square }.
    }
engine-log_added_tourist =
    { $count ->
        [one] { $name } pone { $count } turista en { $square }.
        [many] { $name } pone { $count } de turistas en { $square }.
       *[other] { $name } pone { $count } turistas en { $square }.
    }
engine-log_added_vip =
    { $count ->
        [one] { $name } pone { $count } VIP en { $square }.
        [many] { $name } pone { $count } de VIPs en { $square }.
       *[other] { $name } pone { $count } VIPs en { $square }.
    }
engine-log_no_move = Nadie puede moverse ({ $reason }).
engine-log_no_move_here = No hay nadie más en la ciudad que pueda moverse aquí.
engine-log_random_tile = { $name } roba una loseta doble inicial al azar (reglas en solitario).
engine-log_no_swap = No hay dos cartas de una fila que puedan intercambiarse.
engine-log_no_return = No hay nadie en la ciudad que devolver.
engine-log_no_final = { $name } no tiene a nadie que pueda moverse en el movimiento final.
engine-log_over = La partida ha terminado: puntuad las ciudades.
engine-log_tile = { $name } toma la loseta doble inicial { $tile }.
engine-log_setup_bonus = { $name } gana { $amount } (bonificación inicial).
engine-log_slid = Las cartas de la fila trasera bajan a los huecos vacíos de delante.
engine-log_ends_deck = La partida termina: se acabó el mazo. Movimiento final.
engine-log_ends_cards =
    { $count ->
        [one] La partida termina: { $name } tiene { $count } carta. Movimiento final.
        [many] La partida termina: { $name } tiene { $count } de cartas. Movimiento final.
       *[other] La partida termina: { $name } tiene { $count } cartas. Movimiento final.
    }
engine-log_triggered_cards =
    { $count ->
        [one] Se activa el final: { $name } tiene { $count } carta de Zona. Se termina la ronda.
        [many] Se activa el final: { $name } tiene { $count } de cartas de Zona. Se termina la ronda.
       *[other] Se activa el final: { $name } tiene { $count } cartas de Zona. Se termina la ronda.
    }
engine-log_triggered_no_card = Se activa el final: no se puede tomar ninguna carta. Se termina la ronda.
engine-log_last_round = La última ronda ha terminado. Movimiento final, por orden de turno.
engine-log_new_game = Nueva partida: { $players }.
engine-log_new_game_solo = Nueva partida: { $players } contra el Robot.
engine-log_food_truck = El camión de comida empieza bajo la columna { $column }, el sibarita bajo la columna { $foodie }.
engine-log_passes = { $name } no puede tomar ninguna carta y pasa.
engine-log_happy_day = ¡Día feliz! { $name } elige { $option }.
engine-option_dollar_and_move = dólar y movimiento
engine-option_two_dollars = dos dólares
engine-option_two_moves = dos movimientos
engine-log_done = { $name } ha terminado este paso.
engine-log_deck_empty = El mazo está vacío: los huecos vacíos del mercado siguen vacíos.
engine-log_revealed = { $card } se revela en la fila { $row }, columna { $column }.
engine-log_footprint = El VIP deja una pisada en { $card }.
engine-log_no_footprints = No quedan fichas de pisada en la reserva.
engine-log_returned = { $name } devuelve un { $person } de { $square } a la reserva.
engine-log_swapped = { $name } intercambia { $first } y { $second } (las personas y las pisadas van con sus cartas).

assistant-reward_food_truck = + 1 dólar de arena (camión de comida)
assistant-reward_foodie = + mover 1 persona 1 casilla (sibarita)
assistant-reward_happy_day = + día feliz (camión de comida y sibarita)
assistant-take_column = Tomar la columna { $column }
assistant-take_column_reward = Tomar la columna { $column } { $reward }
assistant-nothing_to_take = nada que tomar
assistant-no_effects = sin efectos
assistant-which_revealed =
    { $count ->
        [one] ¿Qué carta se reveló? ({ $count } aún sin ver)
        [many] ¿Qué carta se reveló? ({ $count } aún sin ver)
       *[other] ¿Qué carta se reveló? ({ $count } aún sin ver)
    }
assistant-die_at_table = O indica el dado que salió en la mesa:
assistant-swap_which = ¿Qué dos cartas intercambias?
assistant-choose = Elige
assistant-costs_have = { $action } (cuesta { $cost }; tienes { $have })
assistant-face_foodie = la carta del sibarita (columna { $column })
assistant-face_food_truck = la carta del camión de comida (columna { $column })
assistant-face_column = columna { $column }
assistant-die_face = { $value } · { $which }: toma { $card }
assistant-deck_label_generated = mazo virtual: cartas de EJEMPLO generadas
assistant-deck_label_mine = mazo virtual: mi catálogo
assistant-deck_label_physical = mazo físico
assistant-setup_tiles_drawn =
    { $count ->
        [one] elige la loseta doble inicial robada para la mesa
        [many] elige las { $count } de losetas dobles iniciales robadas para la mesa
       *[other] elige las { $count } losetas dobles iniciales robadas para la mesa
    }
assistant-setup_few_tiles =
    { $count ->
        [one] el catálogo tiene { $count } loseta doble inicial y { $players } jugadores necesitan { $players }: añade losetas en la página Catálogo
        [many] el catálogo tiene { $count } de losetas dobles iniciales y { $players } jugadores necesitan { $players }: añade losetas en la página Catálogo
       *[other] el catálogo tiene { $count } losetas dobles iniciales y { $players } jugadores necesitan { $players }: añade losetas en la página Catálogo
    }
assistant-setup_names = da a cada jugador un nombre distinto y no vacío
assistant-setup_objective_and_actions = elige la loseta objetivo de puntuación y las 2 losetas de acción especial que hay en la mesa
assistant-setup_objective = elige la loseta objetivo de puntuación que hay en la mesa
assistant-setup_actions = elige las 2 losetas de acción especial que hay en la mesa
assistant-setup_two_actions = elige exactamente 2 acciones especiales, o ninguna para sacarlas al azar
assistant-objective_blue = Azul
assistant-objective_green = Verde
assistant-objective_orange = Naranja
assistant-robot_move = Jugada del Robot:
assistant-pick_actions = Ninguna: 2 al azar
assistant-pick_tiles = Elige las losetas repartidas
assistant-catalogue_unreadable = No se pudo leer el catálogo de cartas: { $error }. Corrígelo en la página Catálogo; el mazo de ejemplo generado sigue funcionando.
assistant-new_game = Nueva partida
assistant-players = Jugadores
assistant-solo = Solitario
assistant-player_n = Jugador { $number }
assistant-player_solo = Jugador { $number } (tú, contra el Robot)
assistant-deck_generated = Mazo virtual: cartas de EJEMPLO generadas (inventadas, marcadas como ejemplos)
assistant-deck_mine =
    { $count ->
        [one] Mazo virtual: mi catálogo ({ $count } carta)
        [many] Mazo virtual: mi catálogo ({ $count } de cartas)
       *[other] Mazo virtual: mi catálogo ({ $count } cartas)
    }
assistant-deck_physical = Mazo físico: robamos cartas reales y yo digo qué carta se reveló
assistant-deck = Mazo
assistant-too_few_printed =
    { $count ->
        [one] Tu catálogo tiene { $count } carta impresa; una partida virtual con ellas necesita { $needed }. Añade más en la página Catálogo o juega con los ejemplos.
        [many] Tu catálogo tiene { $count } de cartas impresas; una partida virtual con ellas necesita { $needed }. Añade más en la página Catálogo o juega con los ejemplos.
       *[other] Tu catálogo tiene { $count } cartas impresas; una partida virtual con ellas necesita { $needed }. Añade más en la página Catálogo o juega con los ejemplos.
    }
assistant-physical_picked =
    { $count ->
        [one] Las cartas reveladas se eligen de tu catálogo ({ $count } carta, ejemplos incluidos); una carta que falte se puede añadir cuando se revele.
        [many] Las cartas reveladas se eligen de tu catálogo ({ $count } de cartas, ejemplos incluidos); una carta que falte se puede añadir cuando se revele.
       *[other] Las cartas reveladas se eligen de tu catálogo ({ $count } cartas, ejemplos incluidos); una carta que falte se puede añadir cuando se revele.
    }
assistant-hard_mode = Modo difícil (solitario)
assistant-advanced = Avanzado
assistant-seed = Semilla de barajado (vacía: al azar). La misma semilla y las mismas opciones reparten la misma partida.
assistant-start = Empezar la partida
assistant-cannot_start = La partida no puede empezar: { $error }
assistant-not_saved = No se pudo guardar la partida ({ $error }); inténtalo de nuevo en un momento.
assistant-draw_random = Sacar al azar
assistant-objective_tile = Loseta objetivo de puntuación
assistant-actions_random = Acciones especiales (déjalo vacío para sacar 2 al azar)
assistant-objective_on_table = Loseta objetivo de puntuación en la mesa
assistant-pick_tile_on_table = Elige la loseta de la mesa
assistant-actions_on_table = Las 2 losetas de acción especial en la mesa
assistant-pick_both = Elige las dos losetas
assistant-only_sample_tiles =
    { $count ->
        [one] Tu catálogo solo tiene { $count } loseta doble inicial de ejemplo (inventada, no la de la caja). Para jugar con las losetas de tu mesa, añádelas primero en la página Catálogo (Añadir una loseta): aparecerán aquí.
        [many] Tu catálogo solo tiene las { $count } de losetas dobles iniciales de ejemplo (inventadas, no las de la caja). Para jugar con las losetas de tu mesa, añádelas primero en la página Catálogo (Añadir una loseta): aparecerán aquí.
       *[other] Tu catálogo solo tiene las { $count } losetas dobles iniciales de ejemplo (inventadas, no las de la caja). Para jugar con las losetas de tu mesa, añádelas primero en la página Catálogo (Añadir una loseta): aparecerán aquí.
    }
assistant-tiles_dealt =
    { $count ->
        [one] La loseta doble inicial repartida en la mesa
        [many] Las { $count } de losetas dobles iniciales repartidas en la mesa
       *[other] Las { $count } losetas dobles iniciales repartidas en la mesa
    }
assistant-open_saved = Abrir una partida guardada (JSON)
assistant-saved_file = Archivo de la partida guardada
assistant-open_it = Abrirla
assistant-not_opened = El archivo no se abrió: { $error }
assistant-games_unreadable = Las partidas guardadas no se pueden leer ahora ({ $error }).
assistant-resume = Reanudar una partida
assistant-vs_robot = { $names } contra el Robot
assistant-count_actions =
    { $count ->
        [one] { $count } acción
        [many] { $count } de acciones
       *[other] { $count } acciones
    }
assistant-finished_games = Partidas terminadas
assistant-finished_link = { $players } · { $day } · libreta de puntuación
assistant-title = Asistente
assistant-intro = El motor de reglas sigue la partida: a quién le toca, las opciones legales, las ciudades, los puntos. Se guarda tras cada acción.
assistant-no_replay = Esta partida ya no se reproduce con las reglas actuales: { $error }
assistant-keep_legal =
    { $count ->
        [one] Conservar la primera de { $total } acciones y seguir jugando
        [many] Conservar las primeras { $count } de { $total } acciones y seguir jugando
       *[other] Conservar las primeras { $count } de { $total } acciones y seguir jugando
    }
assistant-back_to_new = Volver a nueva partida
assistant-cannot_open = Esta partida no se puede abrir: { $error }
assistant-no_scores = Los puntos no están disponibles ahora: { $error }
assistant-not_in_history = Esta partida ha terminado pero aún no está en el Historial.
assistant-save_to_history = Guardarla en el Historial
assistant-winner =
    { $count ->
        [one]
            🏆 { $names } gana con { $points ->
                [one] { $points } punto
                [many] { $points } de puntos
               *[other] { $points } puntos
            }
        [many] 🏆 { $names } comparten la victoria con { $points } de puntos
       *[other]
            🏆 { $names } comparten la victoria con { $points ->
                [one] { $points } punto
                [many] { $points } de puntos
               *[other] { $points } puntos
            }
    }
assistant-open_scorepad = Abrir la libreta de puntuación completa (guardada en el Historial)
assistant-history_before_undo = El Historial guarda esta partida tal como terminó antes de deshacer; esa copia se sustituye cuando la partida vuelva a terminar.
assistant-choices_failed = No se pueden mostrar las opciones ({ $error }). Deshaz la última acción abajo o recarga la página.
assistant-cities_and_scores = Ciudades y puntos
assistant-final_cities = Ciudades finales
assistant-col_player = Jugador
assistant-col_points = Puntos
assistant-col_cards = Cartas
assistant-col_sand_dollars = Dólares de arena
assistant-robot = Robot
assistant-provisional = Provisional: las ciudades puntuadas tal como están ahora, antes del movimiento final.
assistant-scores_later = Los puntos aparecerán cuando cada jugador tenga su loseta doble inicial.
assistant-city_of = Ciudad de
assistant-show_picture = Mostrar la imagen de la ciudad (con los puntos de cada carta)
assistant-no_picture = No se puede dibujar la imagen: { $error }
assistant-robot_piles = Robot: pila de playa { $beach }, pila de paseo { $street }, { $sand_dollars }, { $footprints }.
assistant-no_cities = No se pueden dibujar las ciudades ahora: { $error }
assistant-game_log = Registro de la partida
assistant-whole_log =
    { $count ->
        [one] Registro completo ({ $count } acción)
        [many] Registro completo ({ $count } de acciones)
       *[other] Registro completo ({ $count } acciones)
    }
assistant-look_back = Ver un momento anterior (no se deshace nada)
assistant-after_action = Tras la acción
assistant-setup = preparación
assistant-after_setup = Tras la preparación
assistant-after_number = Tras la acción { $number }
assistant-game_over = la partida ha terminado
assistant-no_moment = Ese momento no se puede mostrar: { $error }
assistant-undo_several = Deshacer varias acciones
assistant-how_many_undo = Cuántas acciones deshacer
assistant-back_to_setup = Volver a justo después de: la preparación
assistant-back_to_action = Volver a justo después de: acción { $number }: { $lines }
assistant-undo_n =
    { $count ->
        [one] Deshacer { $count } acción
        [many] Deshacer { $count } de acciones
       *[other] Deshacer { $count } acciones
    }
assistant-export = Exportar
assistant-dl_actions = Registro de acciones (JSON)
assistant-dl_saved_help = La preparación y el registro de acciones: al reproducirla da el mismo resultado.
assistant-dl_saved = Partida guardada (JSON)
assistant-dl_scorepad = Libreta de puntuación (CSV)
assistant-dl_game = Archivo de la partida (JSON)
assistant-no_exports = Las exportaciones no se pueden preparar ahora: { $error }
assistant-follow = Los demás móviles de la mesa pueden seguir esta partida: abrid allí el Asistente y reanudadla, o compartid el enlace de esta página. Cada móvil muestra cada acción en pocos segundos, sin tocar nada.
assistant-close = Cerrar esta partida (queda guardada)
assistant-home_next = Inicio: empezar o reanudar una mesa
assistant-count_footprints =
    { $count ->
        [one] { $count } ficha de pisada
        [many] { $count } de fichas de pisada
       *[other] { $count } fichas de pisada
    }
assistant-type_to_search = Escribe para buscar
assistant-confirm = Confirmar
assistant-robot_rolls = Tirar el dado del Robot automáticamente tras mi turno
assistant-robot_rolls_help = Su jugada aparece arriba en tu siguiente turno: quita su carta del mercado.
assistant-undo_last = Deshacer la última acción
assistant-redo = Rehacer
assistant-robot_turn = Turno del Robot: deja que la app tire por él o toca la cara del dado que salió en la mesa.
assistant-search_label = O búscala por su nombre
assistant-type_label = Escribe parte del nombre de la carta
assistant-confirm_revealed = Confirmar la carta revelada
assistant-deck_empty_q = ¿No hay carta que revelar? (el mazo está vacío)
assistant-deck_empty_help = Solo cuando el mazo de la mesa se ha acabado: el hueco queda vacío y la partida va hacia su final.
assistant-deck_empty_yes = Sí, el mazo está vacío
assistant-not_in_list = ¿No está en la lista? Añádela
assistant-enter_help = Toca los símbolos impresos en la carta: Guardar la añade a tu catálogo y la revela aquí.
assistant-full_form = Formulario completo (números poco comunes, notas)
assistant-nobody_moves = No mover a nadie ya puntúa lo máximo: demostrado, ningún movimiento puntúa más.
assistant-where_to = ¿Adónde?
assistant-cancel = Cancelar
assistant-best_final = Sugerir el mejor movimiento final
assistant-best_final_help = Busca todas las formas de mover a tus personas para la mayor puntuación (puede tardar unos segundos). Solo una pista: cada movimiento lo haces tú.
assistant-find_it = Buscar
assistant-no_suggestion = Esta vez no hay sugerencia: { $error }
assistant-not_proven = No se encontró un movimiento mejor, pero la búsqueda se detuvo antes de poder demostrar que no lo hay.
assistant-plan_proven =
    { $count ->
        [one] +{ $count } punto: { $moves }.
        [many] +{ $count } de puntos: { $moves }.
       *[other] +{ $count } puntos: { $moves }.
    }
assistant-plan_found =
    { $count ->
        [one] +{ $count } punto (el mejor encontrado, sin demostrar que sea óptimo): { $moves }.
        [many] +{ $count } de puntos (el mejor encontrado, sin demostrar que sea óptimo): { $moves }.
       *[other] +{ $count } puntos (el mejor encontrado, sin demostrar que sea óptimo): { $moves }.
    }
assistant-which_first = ¿Qué carta colocas primero?
assistant-place_at = { $letter }: colocar { $card } en { $square }
assistant-move_who = Mover: { $who }
assistant-tiles_do = Qué hacen las losetas dobles iniciales
assistant-show_hints = Mostrar pistas de colocación
assistant-no_hints = Esta vez no hay pistas: { $error }
assistant-hints = Pistas de colocación
assistant-hints_help = La mejor casilla legal para cada carta que puedes tomar ahora y el cambio en tu puntuación provisional. No se buscan movimientos, intercambios ni devoluciones opcionales; «Hazlo» toma y coloca, el resto lo eliges tú.
assistant-no_card_now = Ahora no se puede tomar ninguna carta.
assistant-not_hinted = Sin pista: { $reason }.
assistant-hide_hints = Ocultar las pistas
assistant-cards_do = Qué hacen estas cartas (texto impreso)
assistant-not_possible = Ahora no es posible.
assistant-store_unreadable = El almacén de partidas no se puede leer ahora ({ $error }); recarga la página en un momento.
assistant-history_failed_reload = La partida terminada no se pudo guardar en el Historial ({ $error }). Recarga la página para intentarlo de nuevo.
assistant-history_failed = La partida terminada no se pudo guardar en el Historial ({ $error }). Inténtalo de nuevo.
assistant-move_refused = Esa jugada no está permitida: { $reason }.
assistant-hint_refused = Esa pista no se puede jugar ahora: { $reason }. No se guardó nada.
assistant-store_busy = { $what }: el almacén de partidas está ocupado o no disponible ({ $error }). Inténtalo de nuevo.
assistant-action_not_saved = Esa acción no se guardó
assistant-undo_not_saved = No se guardó el deshacer
assistant-nothing_changed = No se cambió nada
assistant-moved_on = la partida avanzó en otro móvil (o un doble toque): no se guardó nada; la página muestra ahora la partida tal como está
assistant-undid =
    { $count ->
        [one] Se deshizo { $count } acción.
        [many] Se deshicieron { $count } de acciones.
       *[other] Se deshicieron { $count } acciones.
    }
assistant-kept_first =
    { $count ->
        [one] Se conservó la primera acción: la partida sigue desde ahí.
        [many] Se conservaron las primeras { $count } de acciones: la partida sigue desde ahí.
       *[other] Se conservaron las primeras { $count } acciones: la partida sigue desde ahí.
    }
assistant-card_not_saved = La carta no se guardó en tu catálogo: { $error }
assistant-card_not_in_game = La carta está en tu catálogo pero no en esta partida: { $error }
assistant-card_store_busy = La carta está en tu catálogo pero el almacén de partidas está ocupado ({ $error }): guarda de nuevo.
assistant-reveal_not_recorded = { $name } está en tu catálogo y en el mazo de esta partida, pero la revelación no se registró (mira el mensaje de arriba): elígela de la lista.
assistant-card_saved_revealed = { $name } guardada en tu catálogo y revelada.

engine-robot_rolls = El Robot saca un { $value }.
engine-robot_die_shows = El dado del Robot muestra { $value }.
engine-robot_blank = La columna { $column } de la fila delantera está vacía: el Robot no toma nada.
engine-robot_takes_beach = El Robot pone { $card } en su pila de playa.
engine-robot_takes_street = El Robot pone { $card } en su pila de paseo.
engine-robot_footprint = El Robot toma una ficha de pisada (sibarita).
engine-robot_no_footprint = No quedan fichas de pisada en la reserva para el Robot.
engine-robot_sand_dollar = El Robot toma un dólar de arena (camión de comida).
engine-reason_food_truck = camión de comida
engine-reason_foodie = sibarita
engine-reason_happy_day = día feliz
engine-reason_final = movimiento final
engine-log_supply_short = En la reserva solo quedaban { $given } de las { $count } figuras debidas ({ $person }).
engine-illegal_at = la acción { $number } ({ $kind }) no está permitida: { $reason }
engine-describe_tile = Toma la loseta doble inicial { $tile }
engine-describe_food_truck = Camión de comida bajo la columna { $column } (sibarita bajo la columna { $foodie })
engine-describe_deck_empty = El mazo está vacío
engine-describe_revealed = La carta revelada es { $card }
engine-describe_roll = Tira el dado
engine-describe_die = El dado muestra { $value }
engine-describe_take = Toma { $card }, columna delantera { $column }
engine-describe_take_reward = Toma { $card }, columna delantera { $column }: { $reward }
engine-describe_reward_food_truck = +1 dólar de arena (camión de comida)
engine-describe_reward_foodie = mover 1 persona 1 casilla (sibarita)
engine-describe_reward_happy_day = día feliz (sibarita y camión de comida)
engine-describe_blank = un hueco vacío
engine-describe_pay = Paga { $cost } ({ $action }): toma { $cards }
engine-describe_pass = Pasar: no se puede tomar ninguna carta
engine-describe_place = Coloca { $card } en { $square }
engine-describe_move = Mueve: { $person } de { $source } a { $target }
engine-describe_move_via = { $move } pasando por { $path }
engine-describe_move_footprint = { $move } (pisada en { $cards })
engine-describe_happy_day = Día feliz: { $option }
engine-describe_happy_dollar_and_move = 1 dólar de arena y mover 1 persona 1 casilla
engine-describe_happy_two_dollars = 2 dólares de arena
engine-describe_happy_two_moves = 2 movimientos de 1 casilla (2 personas, o 1 persona dos veces)
engine-describe_swap = Intercambia { $first } ({ $first_square }) y { $second } ({ $second_square })
engine-describe_return = Devuelve: { $person } de { $square } a la reserva
engine-describe_done = Hecho: omite el resto de este paso

advice-square = { $row } { $column }
advice-move = { $people } de { $origin } a { $target }
advice-move_via = { $move } (pasando por { $path })
advice-move_footprint = { $move }, dejando una pisada en { $squares }
advice-plan_already_best = Tu movimiento final ya era el mejor posible: ningún otro movimiento puntúa más.
advice-plan_none_found = No se encontró un movimiento final mejor, pero la búsqueda se detuvo antes de demostrarlo.
advice-plan_gain =
    { $count ->
        [one] Podrías haber sumado { $count } punto más moviendo: { $steps }.
        [many] Podrías haber sumado { $count } puntos más moviendo: { $steps }.
       *[other] Podrías haber sumado { $count } puntos más moviendo: { $steps }.
    }
advice-plan_gain_unproven =
    { $count ->
        [one] Podrías haber sumado { $count } punto más moviendo: { $steps } (lo mejor encontrado; no demostrado óptimo).
        [many] Podrías haber sumado { $count } puntos más moviendo: { $steps } (lo mejor encontrado; no demostrado óptimo).
       *[other] Podrías haber sumado { $count } puntos más moviendo: { $steps } (lo mejor encontrado; no demostrado óptimo).
    }
advice-source_column = fila delantera, columna { $column }
advice-source_action = { $action } ({ $cost })
advice-slot = { $row } { $column }
advice-card_at = { $card } en { $square }
advice-hint_reason = { $where }: { $delta } ({ $changes })
advice-hint_note = { $reason }; { $note }
advice-no_line_changes = ninguna línea de la libreta de puntuación cambia
advice-and_more = y { $count } más
advice-item_card = { $card } { $ability } { $change }
advice-item_objective = { $objective } { $line } { $was } -> { $now }
advice-line-wave = ola
advice-line-misc = varios
advice-line-people = personas
advice-ability-adjacent_tag = símbolo adyacente
advice-ability-adjacent_symbol = icono adyacente
advice-ability-not_adjacent_symbol = icono no adyacente
advice-ability-adjacent_two_or_more = 2+ adyacentes
advice-ability-adjacent_all_of = todos adyacentes
advice-ability-adjacent_one_or_more = 1+ adyacentes
advice-ability-chain = cadena
advice-ability-chain_per_tag = cadena por símbolo
advice-ability-unspent_sand_dollars = dólares de arena sin gastar
advice-ability-tags_in_city = símbolos en la ciudad
advice-ability-ring = anillo
advice-ability-any_number_ring = anillo de cualquier número
advice-ability-end_of_beach = fin de la playa
advice-ability-footprint = pisada
advice-note_sand_dollars = dólares de arena { $before } -> { $after }
advice-note_food_truck = +1 dólar de arena del camión de comida
advice-note_foodie = más un movimiento libre (sibarita, no explorado)
advice-note_happy_day = día feliz contado como 2 dólares de arena (o 1 dólar de arena y un movimiento libre, o dos movimientos libres: no explorado)
advice-note_card_moves = movimientos opcionales de { $cards } no explorados
advice-note_action_steps = los pasos opcionales de la acción ({ $steps }) no explorados
advice-extra_moves = movimientos
advice-extra_swaps = intercambios
advice-extra_returns = devoluciones

assistant-person_local = lugareño
assistant-person_tourist = turista
assistant-person_vip = VIP
assistant-title_local = Lugareño
assistant-title_tourist = Turista
assistant-title_vip = VIP
assistant-letter_local = L
assistant-letter_tourist = T
assistant-letter_vip = V
assistant-letter_footprint = HU
assistant-grid_legend = { $local } lugareños, { $tourist } turistas, { $vip } VIPs, { $footprint } pisada; casillas discontinuas con letra: dónde puede ir la carta. Las columnas se cuentan desde la loseta doble inicial (inicio).
assistant-move_legend = Resaltado y marcado con VA: adónde pueden moverse las personas ahora. Toca un botón Mover para ver los movimientos de una persona.
assistant-go = VA
assistant-go_letter = VA { $letter }
assistant-from = DESDE
assistant-happy_dollar_and_move = 1 dólar de arena + mover 1 persona 1 casilla
assistant-happy_two_dollars = 2 dólares de arena
assistant-happy_two_moves = mover 1 o 2 personas 1 casilla (se puede mover la misma dos veces)
assistant-blank = vacío
assistant-not_in_catalogue = { $id } (no está en el catálogo)
assistant-no_tile_yet = aún sin loseta
assistant-row_beach = playa
assistant-row_street = paseo
assistant-square = { $row } { $column }
assistant-square_start = inicio (mitad { $row })
assistant-square_card = { $square } ({ $card })
assistant-take_tile = Tomar { $tile }
assistant-food_truck_under = Camión de comida bajo la columna { $column } (sibarita bajo la { $foodie })
assistant-deck_is_empty = El mazo está vacío
assistant-it_is = Es { $card }
assistant-roll_for_robot = Tirar el dado por el Robot
assistant-pay = { $action }, pagar { $cost }
assistant-slot_short = { $card } ({ $row } { $column })
assistant-row_front = delantera
assistant-row_back = trasera
assistant-pass = Pasar (no se puede tomar ninguna carta)
assistant-place = Colocar { $card } en { $square }
assistant-swap = Intercambiar { $first } y { $second }
assistant-return = Devolver un { $person } de { $square }
assistant-done_final = Hecho: terminar el movimiento final
assistant-done_moves = Hecho: no más movimientos
assistant-done_here = Hecho: nadie más se mueve aquí
assistant-done_swaps = Hecho: no más intercambios
assistant-done_returns = Hecho: no devolver a nadie más
assistant-done = Hecho
assistant-move_to = A { $square }
assistant-via = { $move } por { $path }
assistant-footprint_on = { $move }, pisada en { $cards }
assistant-move_here = Mover aquí un { $person } de { $square }
assistant-mover = { $person } en { $square } ({ $count } allí)
assistant-hint_title =
    { $count ->
        [one] { $sign }{ $count } punto (total { $total }) · { $source }
        [many] { $sign }{ $count } de puntos (total { $total }) · { $source }
       *[other] { $sign }{ $count } puntos (total { $total }) · { $source }
    }
assistant-card_to = { $card } a { $square }
assistant-then = { $first }, luego { $second }
assistant-do_it = Hazlo: { $what }
assistant-card_at = { $card } en { $square }
assistant-hint_rest = «Hazlo» coloca { $card } y se detiene en su paso opcional; luego coloca tú { $rest }.
assistant-costs_you_have = { $action } cuesta { $cost }, tienes { $have }
assistant-food_truck_token = CAMIÓN DE COMIDA
assistant-foodie_token = SIBARITA
assistant-card_place = fila { $row }, columna { $column }
assistant-display_empty = El mercado está vacío.
assistant-supply = Reserva: { $locals }, { $tourists }, { $vips }, { $footprints }
assistant-count_locals =
    { $count ->
        [one] { $count } lugareño
        [many] { $count } de lugareños
       *[other] { $count } lugareños
    }
assistant-count_tourists =
    { $count ->
        [one] { $count } turista
        [many] { $count } de turistas
       *[other] { $count } turistas
    }
assistant-count_vips =
    { $count ->
        [one] { $count } VIP
        [many] { $count } de VIPs
       *[other] { $count } VIPs
    }
assistant-start_column = inicio
assistant-half = mitad { $half }: { $people }
assistant-deck_of = mazo { $source }
assistant-source_virtual = virtual
assistant-source_physical = físico
assistant-caption = { $seats } · { $deck } · objetivo: { $objective } · acciones: { $actions }
assistant-over = La partida ha terminado.
assistant-setup_chooses = Preparación · elige { $name }
assistant-left_in_deck =
    { $count ->
        [one] queda { $count } carta en el mazo
        [many] quedan { $count } de cartas en el mazo
       *[other] quedan { $count } cartas en el mazo
    }
assistant-not_seen =
    { $count ->
        [one] { $count } carta aún sin ver
        [many] { $count } de cartas aún sin ver
       *[other] { $count } cartas aún sin ver
    }
assistant-status = Ronda { $round } · turno de { $name } · { $deck }
assistant-last_round = { $status } · se ha activado el final: última ronda
assistant-no_change = (ningún cambio visible)
assistant-log_setup = Preparación

tag-local = Lugar local
tag-tourist = Lugar turístico
tag-business = Negocio
tag-sports = Deporte
tag-nature = Naturaleza
tag-wave = Olas
tag-short_local = Local
tag-short_tourist = Turista
tag-short_business = Negocio
tag-short_sports = Deporte
tag-short_nature = Naturaleza
tag-short_wave = Olas

card-symbol_sand_dollar = una carta que da dólares de arena
card-symbol_people = una carta que da personas
card-symbol_ring = una carta con un anillo de actividad
card-symbol_short_sand_dollar = dólar de arena
card-symbol_short_people = personas
card-symbol_short_ring = anillo
card-shown_sand_dollar = un icono de dólar de arena
card-shown_people = un icono de personas
card-shown_ring = un anillo de actividad
card-person_local =
    { $count ->
        [one] { $count } lugareño
        [many] { $count } de lugareños
       *[other] { $count } lugareños
    }
card-person_tourist =
    { $count ->
        [one] { $count } turista
        [many] { $count } de turistas
       *[other] { $count } turistas
    }
card-person_vip =
    { $count ->
        [one] { $count } VIP
        [many] { $count } de VIPs
       *[other] { $count } VIPs
    }
card-person_any_short =
    { $count ->
        [one] { $count } cualquiera
        [many] { $count } cualquiera
       *[other] { $count } cualquiera
    }
card-person_any_long =
    { $count ->
        [one] { $count } persona de cualquier tipo
        [many] { $count } de personas de cualquier tipo
       *[other] { $count } personas de cualquier tipo
    }
card-person_any_report =
    { $count ->
        [one] { $count } persona de cualquier tipo
        [many] { $count } de personas de cualquier tipo
       *[other] { $count } personas de cualquier tipo
    }
card-n_sand_dollars =
    { $count ->
        [one] { $count } dólar de arena
        [many] { $count } de dólares de arena
       *[other] { $count } dólares de arena
    }
card-n_spaces =
    { $count ->
        [one] { $count } casilla
        [many] { $count } de casillas
       *[other] { $count } casillas
    }
card-n_people =
    { $count ->
        [one] { $count } persona
        [many] { $count } de personas
       *[other] { $count } personas
    }
card-n_tags_of =
    { $count ->
        [one] { $count } símbolo de { $tag }
        [many] { $count } de símbolos de { $tag }
       *[other] { $count } símbolos de { $tag }
    }
card-n_points =
    { $count ->
        [one] { $count } punto
        [many] { $count } de puntos
       *[other] { $count } puntos
    }
card-n_tags =
    { $count ->
        [one] { $count } símbolo
        [many] { $count } de símbolos
       *[other] { $count } símbolos
    }
card-n_unspent_sand_dollars =
    { $count ->
        [one] { $count } dólar de arena sin gastar
        [many] { $count } de dólares de arena sin gastar
       *[other] { $count } dólares de arena sin gastar
    }
card-n_groups_of =
    { $count ->
        [one] { $count } grupo de { $per }
        [many] { $count } de grupos de { $per }
       *[other] { $count } grupos de { $per }
    }
card-n_matches =
    { $count ->
        [one] { $count } coincidencia
        [many] { $count } de coincidencias
       *[other] { $count } coincidencias
    }
card-list_and = { $first } y { $last }
card-list_or = { $first } o { $last }
card-list_and_no = { $first } ni { $last }
card-wanted_tags = símbolos de { $tag }
card-label_beach = Playa
card-label_street = Paseo
card-label_no_tags = sin símbolos
card-label_wants = pide { $wants }, { $points } por coincidencia
card-label_vips =
    { $count ->
        [one] { $count } VIP
        [many] { $count } de VIPs
       *[other] { $count } VIPs
    }
card-sample_mark = (ejemplo)

placement-gain_sand_dollars-short =
    +{ $amount ->
        [one] { $amount } dólar de arena
        [many] { $amount } de dólares de arena
       *[other] { $amount } dólares de arena
    }
placement-gain_sand_dollars-long =
    Gana { $amount ->
        [one] { $amount } dólar de arena
        [many] { $amount } de dólares de arena
       *[other] { $amount } dólares de arena
    }
placement-add_people-short = añade { $people }
placement-add_people-long = Añade { $people }
placement-move_people-short =
    mueve { $people } { $distance ->
        [one] { $distance } casilla
        [many] { $distance } de casillas
       *[other] { $distance } casillas
    }
placement-move_people-long =
    Mueve hasta { $people }, cada cual hasta { $distance ->
        [one] { $distance } casilla
        [many] { $distance } de casillas
       *[other] { $distance } casillas
    }
placement-move_here-short = trae { $count } aquí
placement-move_here-long =
    Mueve hasta { $count ->
        [one] { $count } persona
        [many] { $count } de personas
       *[other] { $count } personas
    } aquí desde cualquier lugar

ability-adjacent_tag-short = junto a { $tag } { $points }
ability-adjacent_tag-long = Adyacente a { $tag }: { $points }
ability-adjacent_tag-robot = junto a { $tag } cuenta como cumplido: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_symbol-short = junto a { $symbol } { $points }
ability-adjacent_symbol-long = Adyacente a { $symbol }: { $points }
ability-adjacent_symbol-robot = junto a { $symbol } cuenta como cumplido: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-not_adjacent_symbol-short = no junto a { $symbol } { $points }
ability-not_adjacent_symbol-long = No adyacente a { $symbol }: { $points }
ability-not_adjacent_symbol-robot = no junto a { $symbol } cuenta como cumplido: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_two_or_more-short = junto a 2+ { $tag } { $points }
ability-adjacent_two_or_more-long = Adyacente a 2+ { $tag }: { $points }
ability-adjacent_two_or_more-robot = 2 o más símbolos de { $tag } vecinos cuentan como cumplido: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_all_of-short = junto a { $tags } { $points }
ability-adjacent_all_of-long = Adyacente a la vez a { $tags }: { $points }
ability-adjacent_all_of-robot = vecinas con { $tags } a la vez cuenta como cumplido: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_one_or_more-short = junto a { $tag } { $one_points }/2+ { $more_points }
ability-adjacent_one_or_more-long = Adyacente a { $tag }: 1 -> { $one_points }, 2+ -> { $more_points }
ability-adjacent_one_or_more-robot = 2 o más símbolos de { $tag } vecinos cuentan como cumplido: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain-short = cadena { $minimum }+ { $tag } { $points }
ability-chain-long = Cadena { $minimum }+ { $tag }: { $points }
ability-chain-robot = cadena de { $tag } de { $minimum } cuenta como cumplida: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain_per_tag-short = cadena { $minimum }+ { $tag } { $points_per_tag } c/u
ability-chain_per_tag-long = Cadena { $minimum }+ { $tag }: { $points_per_tag } por símbolo
ability-chain_per_tag-robot = la cadena de { $tag } cuenta como cumplida en su mínimo: { $minimum } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-unspent_sand_dollars-short =
    { $points } por { $per ->
        [one] dólar de arena
        [many] cada { $per } de dólares de arena
       *[other] cada { $per } dólares de arena
    }
ability-unspent_sand_dollars-long =
    Dólares de arena sin gastar: { $points } por { $per ->
        [one] dólar
        [many] cada { $per }
       *[other] cada { $per }
    }
ability-unspent_sand_dollars-robot = las cartas de proporción no puntúan para el Robot: 0
ability-tags_in_city-short = { $points } por cada { $per } { $tag } en la ciudad
ability-tags_in_city-long = Símbolos de { $tag } en la ciudad: { $points } por cada { $per }
ability-tags_in_city-robot =
    { $count ->
        [one] { $count } símbolo de { $tag }
        [many] { $count } de símbolos de { $tag }
       *[other] { $count } símbolos de { $tag }
    } en sus montones, { $each } por cada { $per }: { $groups } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-ring-short = anillo { $people } { $points }
ability-ring-long = Anillo: { $people } -> { $points }
ability-ring-robot = los anillos puntúan su valor completo: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-ring-report =
    anillo de { $people } ({ $points ->
        [one] { $points } punto
        [many] { $points } de puntos
       *[other] { $points } puntos
    })
ability-any_number_ring-short = anillo de cualquier número { $points }
ability-any_number_ring-long = Anillo: cualquier número de personas (al menos 1) -> { $points }
ability-any_number_ring-robot = los anillos puntúan su valor completo: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-any_number_ring-report =
    anillo de cualquier número ({ $points ->
        [one] { $points } punto
        [many] { $points } de puntos
       *[other] { $points } puntos
    })
ability-end_of_beach-short = fin de playa
ability-end_of_beach-long = Fin de playa: sigue siendo la carta de playa más a la izquierda
ability-end_of_beach-robot = fin de playa no puntúa: 0
ability-robot_line = Robot: { $card }: { $reason }
-robot-negative = (los puntos negativos cuentan como positivos)

reason-scores = puntúa { $points }
reason-loses = pierde { $points }
reason-adjacent_tag-met = { $card } está junto a { $tag } en { $found }: { $points }
reason-adjacent_tag-met_many = { $card } está junto a { $tag } en { $found }: { $points } (puntúa una vez, aclaración 3)
reason-adjacent_tag-missing = { $card } { $scores } junto a un símbolo de { $tag }; ninguna de sus cartas vecinas{ $around } tiene uno
reason-adjacent_tag-missing_own = { $card } { $scores } junto a un símbolo de { $tag }; ninguna de sus cartas vecinas{ $around } tiene uno (su propio símbolo de { $tag } no cuenta, aclaración 3)
reason-adjacent_symbol-met = { $card } está junto a { $symbol } ({ $found }): { $points }
reason-adjacent_symbol-missing = { $card } { $scores } junto a una carta que muestre { $shown }; ninguna de sus cartas vecinas{ $around } lo muestra
reason-adjacent_symbol-missing_setup = { $card } { $scores } junto a una carta que muestre { $shown }; ninguna de sus cartas vecinas{ $around } lo muestra (la bonificación inicial de la loseta doble inicial no es una acción de colocación, aclaración 17)
reason-not_adjacent_symbol-met = { $card } no está junto a { $symbol }: { $points }
reason-not_adjacent_symbol-met_setup = { $card } no está junto a { $symbol } (la bonificación inicial de la loseta doble inicial no es una acción de colocación, aclaración 17): { $points }
reason-not_adjacent_symbol-broken = { $card } { $scores } solo si ninguna carta vecina muestra { $shown }; { $found }, a su lado, lo muestra
reason-not_adjacent_symbol-broken_many = { $card } { $scores } solo si ninguna carta vecina muestra { $shown }; { $found }, a su lado, lo muestran
reason-adjacent_two_or_more-met =
    { $card } tiene { $count ->
        [one] { $count } símbolo de { $tag }
        [many] { $count } de símbolos de { $tag }
       *[other] { $count } símbolos de { $tag }
    } entre sus cartas vecinas en { $found } (2 o más): { $points }
reason-adjacent_two_or_more-one = { $card } { $scores } con 2 o más símbolos de { $tag } entre sus cartas vecinas; solo tienen 1, en { $found }
reason-adjacent_two_or_more-one_own = { $card } { $scores } con 2 o más símbolos de { $tag } entre sus cartas vecinas; solo tienen 1, en { $found } (su propio símbolo de { $tag } no cuenta, aclaración 3)
reason-adjacent_two_or_more-none = { $card } { $scores } con 2 o más símbolos de { $tag } entre sus cartas vecinas; no tienen ninguno{ $around }
reason-adjacent_two_or_more-none_own = { $card } { $scores } con 2 o más símbolos de { $tag } entre sus cartas vecinas; no tienen ninguno{ $around } (su propio símbolo de { $tag } no cuenta, aclaración 3)
reason-adjacent_all_of-met = las cartas vecinas de { $card } reúnen { $tags }: { $points }
reason-adjacent_all_of-missing = { $card } { $scores } cuando sus cartas vecinas muestran a la vez { $tags }; ellas{ $around } no tienen { $missing }
reason-adjacent_one_or_more-more = { $card } tiene { $count } símbolos de { $tag } entre sus cartas vecinas ({ $found }), 2 o más: { $points }
reason-adjacent_one_or_more-one = { $card } tiene exactamente 1 símbolo de { $tag } entre sus cartas vecinas ({ $found }): { $points }
reason-adjacent_one_or_more-none = { $card } puntúa { $one_points } junto a 1 símbolo de { $tag } y { $more_points } junto a 2 o más; ninguna de sus cartas vecinas{ $around } tiene uno
reason-adjacent_one_or_more-none_own = { $card } puntúa { $one_points } junto a 1 símbolo de { $tag } y { $more_points } junto a 2 o más; ninguna de sus cartas vecinas{ $around } tiene uno (su propio símbolo de { $tag } no cuenta, aclaración 3)
reason-chain-no_tag = { $card } puntúa { $wanted } en una cadena de { $tag } de { $minimum } o más símbolos; no tiene ningún símbolo de { $tag }, así que no está en ninguna cadena de { $tag }
reason-chain-short =
    { $card } puntúa { $wanted } en una cadena de { $tag } de { $minimum } o más símbolos; su cadena solo tiene { $size ->
        [one] { $size } símbolo
        [many] { $size } de símbolos
       *[other] { $size } símbolos
    } (por { $members })
reason-chain-met = cadena de { $tag } de { $size } por { $members } >= { $minimum }: { $points }
reason-chain_per_tag-no_tag = { $card } puntúa { $wanted } por símbolo en una cadena de { $tag } de { $minimum } o más símbolos; no tiene ningún símbolo de { $tag }, así que no está en ninguna cadena de { $tag }
reason-chain_per_tag-short =
    { $card } puntúa { $wanted } por símbolo en una cadena de { $tag } de { $minimum } o más símbolos; su cadena solo tiene { $size ->
        [one] { $size } símbolo
        [many] { $size } de símbolos
       *[other] { $size } símbolos
    } (por { $members })
reason-chain_per_tag-met = cadena de { $tag } de { $size } por { $members } >= { $minimum }: { $size } x { $each }
reason-unspent_sand_dollars-few =
    { $card } puntúa { $each } por { $per ->
        [one] cada dólar de arena sin gastar
        [many] cada { $per } de dólares de arena sin gastar
       *[other] cada { $per } dólares de arena sin gastar
    }; { $left ->
        [0] no queda ningún dólar de arena
        [one] solo queda { $left } dólar de arena
        [many] solo quedan { $left } de dólares de arena
       *[other] solo quedan { $left } dólares de arena
    }
reason-unspent_sand_dollars-few_again =
    { $card } puntúa { $each } por { $per ->
        [one] cada dólar de arena sin gastar
        [many] cada { $per } de dólares de arena sin gastar
       *[other] cada { $per } dólares de arena sin gastar
    }; { $left ->
        [0] no queda ningún dólar de arena
        [one] solo queda { $left } dólar de arena
        [many] solo quedan { $left } de dólares de arena
       *[other] solo quedan { $left } dólares de arena
    } (cada carta de proporción cuenta los mismos dólares de arena, aclaración 9)
reason-unspent_sand_dollars-groups =
    { $card }: de { $left ->
        [one] { $left } dólar de arena sin gastar
        [many] { $left } de dólares de arena sin gastar
       *[other] { $left } dólares de arena sin gastar
    } { $groups ->
        [one] sale { $groups } grupo de { $per }
        [many] salen { $groups } de grupos de { $per }
       *[other] salen { $groups } grupos de { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } de puntos
       *[other] { $each } puntos
    } por grupo
reason-unspent_sand_dollars-groups_again =
    { $card }: de { $left ->
        [one] { $left } dólar de arena sin gastar
        [many] { $left } de dólares de arena sin gastar
       *[other] { $left } dólares de arena sin gastar
    } { $groups ->
        [one] sale { $groups } grupo de { $per }
        [many] salen { $groups } de grupos de { $per }
       *[other] salen { $groups } grupos de { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } de puntos
       *[other] { $each } puntos
    } por grupo (cada carta de proporción cuenta los mismos dólares de arena, aclaración 9)
reason-tags_in_city-few =
    { $card } puntúa { $each } por { $per ->
        [one] cada símbolo de { $tag }
        [many] cada { $per } de símbolos de { $tag }
       *[other] cada { $per } símbolos de { $tag }
    } en la ciudad; la ciudad solo tiene { $total }
reason-tags_in_city-few_tile =
    { $card } puntúa { $each } por { $per ->
        [one] cada símbolo de { $tag }
        [many] cada { $per } de símbolos de { $tag }
       *[other] cada { $per } símbolos de { $tag }
    } en la ciudad; la ciudad solo tiene { $total } ({ $tile } en la loseta doble inicial)
reason-tags_in_city-groups =
    { $card }: de { $total ->
        [one] { $total } símbolo de { $tag }
        [many] { $total } de símbolos de { $tag }
       *[other] { $total } símbolos de { $tag }
    } en la ciudad { $groups ->
        [one] sale { $groups } grupo de { $per }
        [many] salen { $groups } de grupos de { $per }
       *[other] salen { $groups } grupos de { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } de puntos
       *[other] { $each } puntos
    } por grupo
reason-tags_in_city-groups_tile =
    { $card }: de { $total ->
        [one] { $total } símbolo de { $tag }
        [many] { $total } de símbolos de { $tag }
       *[other] { $total } símbolos de { $tag }
    } en la ciudad ({ $tile } en la loseta doble inicial) { $groups ->
        [one] sale { $groups } grupo de { $per }
        [many] salen { $groups } de grupos de { $per }
       *[other] salen { $groups } grupos de { $per }
    }, { $each ->
        [one] { $each } punto
        [many] { $each } de puntos
       *[other] { $each } puntos
    } por grupo
reason-end_of_beach-rule = { $card }: fin de playa es una regla de colocación (la carta de playa más a la izquierda, nunca se intercambia), no puntúa nada
reason-footprint-matches =
    Pisada en { $card }: { $count ->
        [one] { $count } coincidencia
        [many] { $count } de coincidencias
       *[other] { $count } coincidencias
    } ({ $matches }), { $each ->
        [one] { $each } punto
        [many] { $each } de puntos
       *[other] { $each } puntos
    } cada una
reason-footprint-none = Pisada en { $card }: la loseta doble inicial pide { $wants }; { $card } no tiene nada de eso

why-own_card = esta carta

reason-own-adjacent_all_of-met = sus cartas vecinas reúnen { $tags }: { $points }
reason-own-footprint-matches =
    Pisada: { $count ->
        [one] { $count } coincidencia
        [many] { $count } de coincidencias
       *[other] { $count } coincidencias
    } ({ $matches }), { $each ->
        [one] { $each } punto
        [many] { $each } de puntos
       *[other] { $each } puntos
    } cada una
reason-own-footprint-none = Pisada: la loseta doble inicial pide { $wants }; esta carta no tiene nada de eso

why-ring_filled = { $ring } en { $card } lleno con { $people }: { $points }
why-ring_filled_half = { $ring } en { $card } (mitad de { $row }) lleno con { $people }: { $points }
why-ring_own_filled = { $ring } lleno con { $people }: { $points }
why-ring_own_filled_half = { $ring } (mitad de { $row }) lleno con { $people }: { $points }
why-ring_half_label = mitad de { $row }: { $label }
why-robot_towel = Robot: { $reason }
why-robot_sand_dollars = 1 por dólar de arena: { $taken }
why-robot_sand_dollars_hard = 1 por dólar de arena: { $taken } + { $extra } del modo difícil
why-robot_footprints = 1 por pisada: { $taken }
why-robot_footprints_hard = 1 por pisada: { $taken } + { $extra } del modo difícil
why-robot_n_wave_tags =
    { $count ->
        [one] { $count } símbolo de Olas
        [many] { $count } de símbolos de Olas
       *[other] { $count } símbolos de Olas
    }
why-robot_n_tag_types =
    { $count ->
        [one] { $count } tipo de símbolo que no es Olas
        [many] { $count } de tipos de símbolo que no son Olas
       *[other] { $count } tipos de símbolo que no son Olas
    }
why-robot_blue_waves = Toalla Azul: { $waves }: 2 x { $count }
why-robot_blue_misc = Toalla Azul: el símbolo más común que no es Olas es { $tag } ({ $count }): 2 x { $count }
why-robot_blue_misc_none = Toalla Azul: ningún símbolo que no sea Olas: 2 x { $count }
why-robot_green_waves = Toalla Verde: ({ $waves } - 1) x 3
why-robot_green_waves_none = Toalla Verde: ({ $waves } - 1) x 3 (regla en solitario literal: negativo sin símbolos de Olas)
why-robot_green_misc = Toalla Verde: { $types } con 3 o más ({ $tags }): 3 x { $count }
why-robot_green_misc_none = Toalla Verde: { $types } con 3 o más (ninguno): 3 x { $count }
why-robot_green_people = Toalla Verde: el Robot recibe -2
why-robot_orange_waves = Toalla Naranja: los { $waves } símbolos de Olas como un solo grupo en 1/3/6/10 (5+ -> 10): { $points }
why-robot_orange_misc = Toalla Naranja: { $beach } cartas de playa y { $street } de paseo, el menor: { $points }
why-robot_orange_people = Toalla Naranja: { $rings } - 1

card-line_beach = Carta de playa; símbolos: { $tags }
card-line_street = Carta de paseo; símbolos: { $tags }
card-line_placed = Al colocarla: { $action }
card-line_sample_card = Carta de EJEMPLO: inventada para demostraciones, no es una carta impresa
card-line_sample_tile = Loseta de EJEMPLO: inventada para demostraciones, no es una loseta impresa
card-half_sand_dollar = icono de dólar de arena
card-half_people = icono de personas
card-half_beach = Mitad de playa: { $parts }
card-half_street = Mitad de paseo: { $parts }
card-half_nothing = nada impreso
card-line_footprints = Pisadas: { $points } por cada { $wants } en la carta
card-line_setup = Preparación: { $parts }
card-line_setup_nothing = Preparación: nada
card-n_cards =
    { $count ->
        [one] { $count } carta
        [many] { $count } de cartas
       *[other] { $count } cartas
    }
card-n_starting_tiles =
    { $count ->
        [one] { $count } loseta doble inicial
        [many] { $count } de losetas dobles iniciales
       *[other] { $count } losetas dobles iniciales
    }
card-n_unplaced_people =
    { $count ->
        [one] { $count } persona sin colocar
        [many] { $count } de personas sin colocar
       *[other] { $count } personas sin colocar
    }
card-n_rings =
    { $count ->
        [one] { $count } anillo
        [many] { $count } de anillos
       *[other] { $count } anillos
    }
card-rule_ring_empty = un anillo necesita al menos una persona dibujada (lugareños, turistas, VIPs o cualquiera)
card-rule_ring_too_big = un anillo muestra como mucho { $limit } personas, este { $size } (lugareños { $locals }, turistas { $tourists }, VIPs { $vips }, cualquiera { $any }): introduce las personas que muestra el anillo
card-rule_too_many_rings = { $where } muestra como mucho { $limit } anillos de actividad, aquí hay { $count }: quita { $extra }
card-rule_where_card = una carta
card-rule_where_half = una mitad de loseta doble inicial

explain-line-cards = Cartas de Zona
explain-line-rings = Anillos de actividad
explain-line-footprints = Pisadas
explain-line-wave = Objetivo: olas
explain-line-misc = Objetivo: varios
explain-line-people = Objetivo: personas
explain-total = Total
explain-objective_blue = Azul
explain-objective_green = Verde
explain-objective_orange = Naranja
explain-row_beach = playa
explain-row_street = paseo
explain-starting_tile = loseta doble inicial
explain-called_tile = loseta doble inicial { $tile }
explain-position = { $row }, columna { $column }
explain-with_ruling = { $reason } (aclaración { $number })
explain-decided_points = por puntos
explain-decided_sand_dollars = empate a puntos, lo deciden los dólares de arena sobrantes (aclaración 12)
explain-decided_sand_dollars_left = empate a puntos, lo deciden los dólares de arena sobrantes (quedan { $left }) (aclaración 12)
explain-decided_chain = empate a puntos y dólares de arena, lo decide la cadena más larga (aclaración 12)
explain-decided_chain_tags = empate a puntos y dólares de arena, lo decide la cadena más larga ({ $tags } símbolos) (aclaración 12)
explain-decided_shared = empate a puntos, dólares de arena y cadena más larga: el puesto se comparte (aclaración 12)
explain-points_word =
    { $count ->
        [one] punto
        [many] puntos
       *[other] puntos
    }
explain-points =
    { $count ->
        [one] { $count } punto
        [many] { $count } de puntos
       *[other] { $count } puntos
    }
explain-sand_dollars =
    { $count ->
        [one] { $count } dólar de arena
        [many] { $count } de dólares de arena
       *[other] { $count } dólares de arena
    }
explain-tags =
    { $count ->
        [one] { $count } símbolo
        [many] { $count } de símbolos
       *[other] { $count } símbolos
    }
explain-unplaced_people =
    { $count ->
        [one] { $count } persona sin colocar
        [many] { $count } de personas sin colocar
       *[other] { $count } personas sin colocar
    }
explain-people =
    { $count ->
        [one] { $count } persona
        [many] { $count } de personas
       *[other] { $count } personas
    }
explain-locals =
    { $count ->
        [one] { $count } lugareño
        [many] { $count } de lugareños
       *[other] { $count } lugareños
    }
explain-tourists =
    { $count ->
        [one] { $count } turista
        [many] { $count } de turistas
       *[other] { $count } turistas
    }
explain-vips =
    { $count ->
        [one] { $count } VIP
        [many] { $count } de VIPs
       *[other] { $count } VIPs
    }
explain-nobody = nadie
explain-holds_nobody = 0 personas
explain-group_on_half = { $people } en la mitad de { $row } de { $card }
explain-group_at = { $people } en { $card } ({ $where })
explain-robot_unplaced = el Robot cuenta como { $unplaced } (reglas en solitario, aclaración 7)
explain-not_located = { $people } cuya casilla este informe no registra
explain-header = Libreta de puntuación de Santa Monica - loseta objetivo de puntuación: { $objective }
explain-ranking = Clasificación
explain-winner =
    { $count ->
        [one] Gana { $names }
        [many] Ganan { $names } (victoria compartida)
       *[other] Ganan { $names } (victoria compartida)
    }
explain-notes = Notas
explain-rulings_used = Aclaraciones aplicadas
explain-robot_mark = { $name } (Robot)
explain-player_head =
    { $name }: { $points ->
        [one] { $points } punto
        [many] { $points } de puntos
       *[other] { $points } puntos
    } (asiento { $seat }, { $sand_dollars ->
        [0] no queda ningún dólar de arena
        [one] queda { $sand_dollars } dólar de arena
        [many] quedan { $sand_dollars } de dólares de arena
       *[other] quedan { $sand_dollars } dólares de arena
    }, cadena más larga { $chain ->
        [one] { $chain } símbolo
        [many] { $chain } de símbolos
       *[other] { $chain } símbolos
    }, { $unplaced ->
        [one] { $unplaced } persona sin colocar
        [many] { $unplaced } de personas sin colocar
       *[other] { $unplaced } personas sin colocar
    })
explain-nothing_scored = ningún punto
explain-ring_assignment = Reparto en los anillos (aclaración 5):
explain-unplaced_line = Personas sin colocar (aclaración 5): { $who }
explain-unplaced_line_robot = Personas sin colocar: { $who }
explain-ring_number = { $card } anillo { $number }
explain-ring_filled = lleno, { $points }
explain-ring_not_filled = sin llenar, 0
explain-ring = { $where }, { $card }: { $label }: tiene { $people }: { $state }

ruling-text = Aclaración { $number }: { $meaning }
ruling-meaning-1 = las cartas solo se tocan por un lado común (izquierda, derecha, arriba, abajo); en diagonal nunca se tocan
ruling-meaning-2 = las cadenas y los grupos cuentan símbolos, no cartas: una carta con dos símbolos de un tipo suma 2
ruling-meaning-3 = los símbolos de una carta nunca cuentan para su propia adyacencia, y una adyacencia puntúa una vez por muchos vecinos que la cumplan
ruling-meaning-4 = la loseta doble inicial cuenta como vecina y eslabón de cadena solo por los símbolos e iconos impresos en ella
ruling-meaning-5 = las personas van a los anillos de actividad automáticamente de la mejor forma legal; un anillo puntúa solo si está lleno exactamente con las personas que muestra, y quien queda fuera de un anillo está sin colocar
ruling-meaning-6 = con la loseta Naranja un grupo de olas de 1, 2, 3 o 4 símbolos puntúa 1, 3, 6 o 10 (5 o más puntúan 10); el «1 ola puntúa 2» impreso es una errata
ruling-meaning-7 = con la loseta Azul solo cuentan para «más» y «segundo» los jugadores con personas sin colocar; todos los empatados en el primer puesto reciben -4 y entonces nadie recibe -2 (el Robot en solitario cuenta como 2 sin colocar)
ruling-meaning-8 = la línea de varios cuenta grupos de un tipo que no es de olas: Verde da 3 una vez por cada grupo de 3 o más símbolos, sea cual sea su tamaño; Azul da 2 por símbolo del único grupo más grande, sea cual sea su tamaño
ruling-meaning-9 = cada carta que puntúa dólares de arena sin gastar cuenta, por separado, los mismos dólares de arena sobrantes
ruling-meaning-10 = una pisada puntúa los puntos de la loseta doble inicial por cada símbolo o icono buscado en su carta (dos símbolos de Lugar local cuentan doble), y una carta tiene como mucho una pisada
ruling-meaning-11 = la partida termina cuando alguien tiene 14 cartas de Zona: se acaba la ronda, se hace el movimiento final y se puntúa
ruling-meaning-12 = un empate lo deshacen los dólares de arena sobrantes y luego la cadena más larga de un tipo de símbolo; después el puesto se comparte
ruling-meaning-13 = una partida puede usar dos cualesquiera de las ocho acciones especiales
ruling-meaning-14 = la carta de fin de playa sigue siendo la carta de playa más a la izquierda (nada va a su izquierda, nunca se intercambia) y no puntúa nada por sí misma
ruling-meaning-15 = los anillos del Robot en solitario puntúan su valor completo, sus condiciones de carta se dan por cumplidas, los puntos negativos cuentan como positivos y puntúa 1 por dólar de arena y por pisada en lugar de las cartas de proporción
ruling-meaning-16 = «mueve hasta 3 aquí» trae personas de cualquier lugar de la ciudad; un VIP movido así deja pisada solo en esa carta
ruling-meaning-17 = la bonificación inicial de una loseta doble inicial no es una acción de colocación, así que la loseta nunca cuenta como carta que da personas o dólares de arena salvo que lleve impreso el icono
ruling-meaning-18 = con la loseta Verde la loseta doble inicial es una sola carta: las personas en sus dos mitades cuestan -1 una vez
ruling-meaning-19 = el sibarita y el camión de comida premian solo una carta tomada normalmente de la fila delantera; el sibarita mueve una persona una casilla
ruling-meaning-20 = devolver personas a la reserva puede incluir VIPs, así que una ciudad puede acabar con menos VIPs de los que dio su loseta doble inicial
ruling-meaning-21 = un movimiento puede entrar en la misma casilla más de una vez, así que un VIP puede salir a una carta y volver para dejar una pisada; aun así, una persona solo se mueve una vez por acción de movimiento
ruling-meaning-22 = con dos cartas colocadas en un turno, las acciones de colocación de la primera carta se hacen antes de colocar la segunda

scorepad-cannot_score =
    { $count ->
        [one] Esta mesa aún no se puede puntuar: { $count } problema. Corrígelo en la página Ciudad.
        [many] Esta mesa aún no se puede puntuar: { $count } de problemas. Corrígelos en la página Ciudad.
       *[other] Esta mesa aún no se puede puntuar: { $count } problemas. Corrígelos en la página Ciudad.
    }
scorepad-fix_cities = Corregir las ciudades
scorepad-unknown_card = { $error }.
scorepad-scorer_failed = No se pudo puntuar esta mesa: { $error }. Exporta abajo el JSON de la partida e informa del error.
scorepad-game_json = JSON de la partida
scorepad-sample_cards = Esta mesa usa cartas de EJEMPLO (inventadas para demostraciones y pruebas), no las cartas impresas.
scorepad-blue_heading = Línea de personas de Azul en toda la mesa
scorepad-blue_rule = más personas sin colocar -4, el segundo -2; aclaración 7
scorepad-why = Por qué
scorepad-winner =
    { $count ->
        [one] { $name } gana con { $count } punto
        [many] { $name } gana con { $count } de puntos
       *[other] { $name } gana con { $count } puntos
    }
scorepad-shared_win =
    { $count ->
        [one] Victoria compartida: { $names } con { $count } punto
        [many] Victoria compartida: { $names } con { $count } de puntos
       *[other] Victoria compartida: { $names } con { $count } puntos
    }
scorepad-names_and = { $first } y { $second }
scorepad-column_line = Línea
scorepad-column_player = Jugador
scorepad-column_unplaced = Personas sin colocar
scorepad-column_points = Puntos
scorepad-nothing_on_line = Nada en esta línea.
scorepad-rings_auto = Anillos llenados automáticamente de la mejor forma legal (aclaración 5): { $rings }
scorepad-ring_filled = { $card }: { $label } lleno
scorepad-ring_not_filled = { $card }: { $label } sin llenar
scorepad-unplaced = Sin colocar (aclaración 5): { $who }
scorepad-by_card =
    { $count ->
        [one] Por carta ({ $count } carta puntuada o explicada)
        [many] Por carta ({ $count } de cartas puntuadas o explicadas)
       *[other] Por carta ({ $count } cartas puntuadas o explicadas)
    }
scorepad-why_caption =
    { $sand_dollars ->
        [0] no queda ningún dólar de arena
        [one] queda { $sand_dollars } dólar de arena
        [many] quedan { $sand_dollars } de dólares de arena
       *[other] quedan { $sand_dollars } dólares de arena
    } · cadena más larga { $chain ->
        [one] { $chain } símbolo
        [many] { $chain } de símbolos
       *[other] { $chain } símbolos
    }{ $tagged ->
        [yes] {" "}({ $tag })
       *[no] {""}
    } · { $unplaced ->
        [one] { $unplaced } persona sin colocar
        [many] { $unplaced } de personas sin colocar
       *[other] { $unplaced } personas sin colocar
    }
scorepad-rulings_used = Aclaraciones aplicadas ({ $count })
scorepad-movement_heading = Mejor movimiento final
scorepad-movement_of = Mejor movimiento final: { $name }
scorepad-movement_check = Comprobar mi movimiento final
scorepad-movement_trying = Probando cada movimiento final…
scorepad-movement_help = ¿Habría puntuado más otro movimiento final (cada lugareño hasta 3 casillas, cada turista y VIP 1)? Una búsqueda exacta, un jugador cada vez, cuando la pidas. Mueve a las personas desde donde están tal como se introdujeron: para comprobar un movimiento final real, introduce la ciudad como estaba justo antes.
scorepad-as_entered = { $points } tal como se introdujo.
scorepad-movement_points = { $before } → { $after }
scorepad-already_best = Ningún movimiento final desde estas posiciones puntúa más: demostrado (se probaron todos).
scorepad-not_proven = No demostrado: la búsqueda se detuvo en su límite.
scorepad-movement_note = { $proof } Nota: { $note }.
scorepad-could_score =
    { $count ->
        [one] Podrías haber sumado { $count } punto más moviendo:
        [many] Podrías haber sumado { $count } de puntos más moviendo:
       *[other] Podrías haber sumado { $count } puntos más moviendo:
    }
scorepad-proven_best = La mejor, demostrado: ningún otro movimiento final puntúa más.
scorepad-best_found_note = La mejor encontrada, sin demostrar que sea la mejor: { $note }.
scorepad-best_found = La mejor encontrada, sin demostrar que sea la mejor (la búsqueda se detuvo en su límite).
scorepad-movement_failed = No se pudo comprobar el mejor movimiento final: { $error }.
scorepad-seat = asiento { $seat }
scorepad-move = { $who }: { $origin } → { $target }
scorepad-move_via = { $move } pasando por { $squares }
scorepad-move_footprint = { $move }, dejando una pisada en { $squares }
scorepad-square_half = la mitad de { $row } de { $name }
scorepad-square_card = { $name } en { $row } { $column }
scorepad-square = { $row } { $column }
scorepad-chart_heading = Puntos por línea
scorepad-chart_failed = No se puede dibujar el gráfico: { $error }
scorepad-chart_line = Línea
scorepad-chart_player = Jugador
scorepad-chart_points = Puntos
scorepad-pictures_heading = Imágenes de las ciudades
scorepad-city_of = Ciudad de
scorepad-picture_failed = No se puede dibujar la imagen: { $error }
scorepad-download_city = Descargar la ciudad de { $name } (PNG)
scorepad-share_heading = Compartir
scorepad-share_failed = No se puede dibujar la imagen de la libreta de puntuación: { $error }
scorepad-share_caption = La libreta de puntuación final: cada jugador, cada línea, el ganador
scorepad-share_download = Descargar la imagen de la libreta de puntuación (PNG)
scorepad-bgstats_failed = No se puede crear el enlace a BG Stats: { $error }.
scorepad-bgstats_button = Enviar a BG Stats
scorepad-bgstats_help = Abre BG Stats con esta partida lista para importar
scorepad-bgstats_caption = Abre BG Stats (su app en este dispositivo o su página web) con la partida rellenada: jugadores, puntos, ganador, jugador inicial. No se guarda nada hasta que lo confirmes allí.
scorepad-bgstats_date_note = La fecha de la partida «{ $given }» no es una fecha que BG Stats lea (AAAA-MM-DD), así que el enlace dice hoy, { $today }: cámbiala en el diálogo de importación de BG Stats si hace falta.
scorepad-export_heading = Exportar
scorepad-csv_scorepad = Libreta de puntuación en CSV
scorepad-csv_breakdown = Desglose por carta en CSV
scorepad-finish_heading = Terminar
scorepad-finish_stale = Sin terminar: la mesa se cambió en otro móvil después de puntuar esta libreta de puntuación. La hoja de arriba muestra ahora los nuevos puntos: revísalos y toca Terminar otra vez.
scorepad-finish_failed = No se pudo marcar la partida como terminada: { $error }
scorepad-finished_saved = Terminada y guardada en el Historial (ganó { $winner }).
scorepad-finish_again = Terminar otra vez
scorepad-finish_game = Terminar la partida
scorepad-finish_waits = Podrás terminar cuando la ciudad de cada jugador esté introducida.
scorepad-see_history = Verla en el Historial
scorepad-png_winner =
    { $count ->
        [one] Gana { $names }
        [many] Ganan { $names } (victoria compartida)
       *[other] Ganan { $names } (victoria compartida)
    }
scorepad-png_no_winner = Sin ganador
scorepad-png_shared = Empate a puntos, dólares de arena y cadena más larga: la victoria se comparte.
scorepad-png_place_by_sand_dollars = { $name }: puesto { $place } decidido por los dólares de arena.
scorepad-png_place_by_chain = { $name }: puesto { $place } decidido por la cadena más larga.
scorepad-png_objective = Loseta objetivo de puntuación: { $objective }
scorepad-png_total = Total
scorepad-png_place = Puesto
scorepad-png_ordinal = { $place }.º
scorepad-no_better_found = No se encontró un movimiento final mejor, pero la búsqueda se detuvo antes de demostrarlo.

explain-note_robot = En solitario: el Robot puntúa según las reglas en solitario (aclaración 15); para el desempate, su cadena más larga es el número de su símbolo más común.
explain-note_blue_unsettled = Azul: la elección de quién deja personas fuera de los anillos no se estabilizó en 10 rondas; se usa la de la última ronda.

objective-blue-name = Azul (recomendada para la primera partida)
objective-blue-wave_line = 2 por cada símbolo de ola de tu grupo de olas más largo
objective-blue-misc_line = 2 por símbolo de tu cadena más grande de un mismo tipo de símbolo que no sea ola
objective-blue-people_line = Jugador con más personas sin colocar -4, el segundo -2
objective-green-name = Verde
objective-green-wave_line = 3 por cada grupo de olas separado
objective-green-misc_line = 3 por cada una de tus cadenas de 3+ símbolos de un mismo tipo que no sea ola
objective-green-people_line = -1 por cada carta con personas sin colocar
objective-orange-name = Naranja
objective-orange-wave_line = Cada grupo de olas puntúa según su tamaño: 1 / 3 / 6 / 10
objective-orange-misc_line = 1 por cada columna completa (carta de playa justo encima de una carta de paseo, loseta doble inicial incluida) en tu serie ininterrumpida más larga de esas columnas
objective-orange-people_line = +1 por anillo lleno, -1 por cada 2 personas sin colocar (redondeando hacia abajo)

reason_objective-blue_wave_none = Azul da 2 por símbolo de ola del grupo de olas más largo; la ciudad no tiene ningún símbolo de ola
reason_objective-blue_wave =
    { $count ->
        [one] Azul: el grupo de olas más largo tiene { $count } símbolo de ola en { $cards }: 2 x { $count }
        [many] Azul: el grupo de olas más largo tiene { $count } símbolos de ola en { $cards }: 2 x { $count }
       *[other] Azul: el grupo de olas más largo tiene { $count } símbolos de ola en { $cards }: 2 x { $count }
    }
reason_objective-blue_wave_tie =
    { $count ->
        [one] Azul: el grupo de olas más largo tiene { $count } símbolo de ola en { $cards } (el mayor de varios grupos iguales): 2 x { $count }
        [many] Azul: el grupo de olas más largo tiene { $count } símbolos de ola en { $cards } (el mayor de varios grupos iguales): 2 x { $count }
       *[other] Azul: el grupo de olas más largo tiene { $count } símbolos de ola en { $cards } (el mayor de varios grupos iguales): 2 x { $count }
    }
reason_objective-green_wave_none = Verde: { $count } grupos de olas separados: 3 x { $count }
reason_objective-green_wave =
    { $count ->
        [one] Verde: { $count } grupo de olas separado ({ $groups }): 3 x { $count }
        [many] Verde: { $count } grupos de olas separados ({ $groups }): 3 x { $count }
       *[other] Verde: { $count } grupos de olas separados ({ $groups }): 3 x { $count }
    }
reason_objective-orange_wave_none = Naranja puntúa cada grupo de olas 1/3/6/10 según su tamaño; la ciudad no tiene ningún símbolo de ola
reason_objective-orange_wave = Naranja: grupos de olas puntuados 1/3/6/10: { $groups }: { $sums }
reason_objective-orange_wave_group = { $size } en { $cards } -> { $points }
reason_objective-orange_wave_group_one = { $size } en { $cards } -> { $points }, el 1 de la loseta (el «1 ola da 2» de la explicación es una errata, aclaración 6)
reason_objective-orange_wave_group_five = { $size } en { $cards } -> { $points }, 5 o más dan 10 (aclaración 6)
reason_objective-blue_misc_none = Azul da 2 por símbolo del grupo más grande de un tipo que no sea ola; la ciudad no tiene ningún símbolo así
reason_objective-blue_misc =
    { $count ->
        [one] Azul: el grupo más grande que no es de olas es { $tag }, { $count } símbolo en { $cards }: 2 x { $count }
        [many] Azul: el grupo más grande que no es de olas es { $tag }, { $count } símbolos en { $cards }: 2 x { $count }
       *[other] Azul: el grupo más grande que no es de olas es { $tag }, { $count } símbolos en { $cards }: 2 x { $count }
    }
reason_objective-blue_misc_tie =
    { $count ->
        [one] Azul: el grupo más grande que no es de olas es { $tag }, { $count } símbolo en { $cards } (empata con un grupo de { $ties } de { $count }; solo cuenta uno): 2 x { $count }
        [many] Azul: el grupo más grande que no es de olas es { $tag }, { $count } símbolos en { $cards } (empata con un grupo de { $ties } de { $count }; solo cuenta uno): 2 x { $count }
       *[other] Azul: el grupo más grande que no es de olas es { $tag }, { $count } símbolos en { $cards } (empata con un grupo de { $ties } de { $count }; solo cuenta uno): 2 x { $count }
    }
reason_objective-green_misc_none = Verde: { $count } grupos de 3+ símbolos que no son olas, cada uno una vez sea cual sea su tamaño: 3 x { $count }
reason_objective-green_misc =
    { $count ->
        [one] Verde: { $count } grupo de 3+ símbolos que no son olas, cada uno una vez sea cual sea su tamaño: { $groups }: 3 x { $count }
        [many] Verde: { $count } grupos de 3+ símbolos que no son olas, cada uno una vez sea cual sea su tamaño: { $groups }: 3 x { $count }
       *[other] Verde: { $count } grupos de 3+ símbolos que no son olas, cada uno una vez sea cual sea su tamaño: { $groups }: 3 x { $count }
    }
reason_objective-green_misc_group = { $tag } { $size } ({ $cards })
reason_objective-orange_misc = Naranja: la secuencia ininterrumpida más larga de columnas con playa sobre paseo es { $length } (columnas { $columns }: { $cards }): 1 x { $length }
reason_objective-orange_misc_pair = { $beach } sobre { $street }
reason_objective-green_people_none = Verde cuesta -1 por carta con personas sin colocar; todas las personas están en un anillo
reason_objective-green_people =
    { $count ->
        [one] Verde: { $count } carta con personas sin colocar ({ $cards }): -1 x { $count }
        [many] Verde: { $count } cartas con personas sin colocar ({ $cards }): -1 x { $count }
       *[other] Verde: { $count } cartas con personas sin colocar ({ $cards }): -1 x { $count }
    }
reason_objective-green_people_start =
    { $count ->
        [one] Verde: { $count } carta con personas sin colocar ({ $cards }) (las dos mitades de la loseta doble inicial cuentan como una carta): -1 x { $count }
        [many] Verde: { $count } cartas con personas sin colocar ({ $cards }) (las dos mitades de la loseta doble inicial cuentan como una carta): -1 x { $count }
       *[other] Verde: { $count } cartas con personas sin colocar ({ $cards }) (las dos mitades de la loseta doble inicial cuentan como una carta): -1 x { $count }
    }
reason_objective-filled_rings =
    { $count ->
        [one] { $count } anillo lleno
        [many] { $count } anillos llenos
       *[other] { $count } anillos llenos
    }
reason_objective-unplaced_people =
    { $count ->
        [one] { $count } persona sin colocar
        [many] { $count } personas sin colocar
       *[other] { $count } personas sin colocar
    }
reason_objective-orange_people =
    Naranja: { $filled ->
        [one] { $filled } anillo lleno
        [many] { $filled } de anillos llenos
       *[other] { $filled } anillos llenos
    } (+1 cada uno), { $unplaced ->
        [one] { $unplaced } persona sin colocar
        [many] { $unplaced } de personas sin colocar
       *[other] { $unplaced } personas sin colocar
    } (-1 por cada 2, redondeando hacia abajo): { $filled } - { $penalty }
reason_objective-blue_people = Azul: personas sin colocar { $table }; { $name } { $count }: { $what }: { $penalty }
reason_objective-blue_people_entry = { $name } { $count }
reason_objective-blue_people_robot = { $name } { $count } (el Robot cuenta como 2)
reason_objective-blue_most = el que más
reason_objective-blue_most_tied = empate en el primer puesto, así que nadie recibe -2
reason_objective-blue_second = el segundo que más
reason_objective-blue_second_tied = empate en el segundo puesto
reason_objective-blue_none_unplaced = ninguna fuera, así que ni primero ni segundo
reason_objective-blue_neither = ni primero ni segundo
reason_objective-pad_robot_cards = { $label } es { $value }, pero los puntos negativos de las cartas del Robot cuentan como positivos (aclaración 15): escribe { $fix }
reason_objective-pad_below_zero = { $label } es { $value }, pero esta línea nunca baja de 0: escribe 0 o más
reason_objective-pad_blue_even_wave = { $label } es { $value }, pero la loseta azul da 2 por símbolo de ola del grupo de olas más largo, así que es 0 o un número par: vuelve a contar los símbolos y escribe el doble
reason_objective-pad_blue_even_misc = { $label } es { $value }, pero la loseta azul da 2 por símbolo de la cadena más grande que no sea de olas, así que es 0 o un número par: vuelve a contar los símbolos y escribe el doble
reason_objective-pad_green_wave = { $label } es { $value }, pero la loseta verde da 3 por grupo de olas separado, un múltiplo de 3 desde { $lowest }: corrígelo
reason_objective-pad_green_misc = { $label } es { $value }, pero la loseta verde da 3 por cadena de 3+ símbolos de un tipo que no sea ola, un múltiplo de 3 desde { $lowest }: corrígelo
reason_objective-pad_green_robot_wave = { $label } es { $value }, pero la loseta verde da al Robot (símbolos de ola - 1) x 3 (aclaración 15), un múltiplo de 3 desde { $lowest }: corrígelo
reason_objective-pad_orange_robot_wave = { $label } es { $value }, pero las olas del Robot puntúan como un solo grupo, 1 / 3 / 6 / 10 (aclaración 15): escribe 0, 1, 3, 6 o 10
reason_objective-pad_orange_wave = { $label } es { $value }, pero cada grupo de olas da 1 / 3 / 6 / 10, nunca menos de 0: corrígelo
reason_objective-pad_orange_misc = { $label } es { $value }, pero la loseta naranja da 1 por pareja de columna, nunca menos de 0: corrígelo
reason_objective-pad_blue_people = { $label } es { $value }, pero en la loseta azul un jugador recibe { $a }, { $b } o { $c }: escribe uno de esos valores
reason_objective-pad_blue_people_robot = { $label } es { $value }, pero en la loseta azul el Robot, que cuenta como 2 personas sin colocar (aclaración 7), recibe { $a } o { $b }: escribe uno de esos valores
reason_objective-pad_green_robot_people = { $label } es { $value }, pero la toalla verde da al Robot -2 (reglas en solitario): escribe -2
reason_objective-pad_green_people = { $label } es { $value }, pero la loseta verde da -1 por carta con personas sin colocar, nunca una bonificación: escribe 0 o un número negativo
reason_objective-pad_orange_robot_people = { $label } es { $value }, pero el Robot puntúa su número de anillos - 1 (reglas en solitario), nunca menos de -1: corrígelo
reason_objective-pad_table = alguien tiene -2 en la línea de personas azul pero nadie tiene -4: el jugador con más personas sin colocar recibe -4 y solo entonces el segundo recibe -2 (aclaración 7): corrige las líneas de personas

sanddollar-two_from_front-name = Toma 2 cartas de la fila delantera
sanddollar-two_from_front-text = Paga 4: toma 2 cartas de Zona de la fila delantera y colócalas ambas en tu ciudad. Además puedes mover hasta 1 persona de cualquier tipo 1 casilla.
sanddollar-front_and_behind-name = Toma una carta delantera y la carta de detrás
sanddollar-front_and_behind-text = Paga 4: toma 1 carta de Zona de la fila delantera y la carta de Zona que está detrás, y colócalas ambas en tu ciudad. Además puedes mover 1 persona de cualquier tipo 1 casilla.
sanddollar-local_or_tourist_from_anywhere-name = Toma un lugar local o turístico de cualquier sitio
sanddollar-local_or_tourist_from_anywhere-text = Paga 2: toma una carta de Zona de cualquier sitio del mercado, siempre que tenga un símbolo de lugar local o de lugar turístico. Después puedes mover hasta 2 personas de cualquier tipo 1 casilla cada una.
sanddollar-business_nature_or_sports_from_anywhere-name = Toma una carta de negocio, naturaleza o deporte de cualquier sitio
sanddollar-business_nature_or_sports_from_anywhere-text = Paga 2: toma una carta de Zona de cualquier sitio del mercado, siempre que tenga un símbolo de negocio, naturaleza o deporte. Después puedes mover hasta 2 personas de cualquier tipo 1 casilla cada una.
sanddollar-from_the_back-name = Toma 1 carta de la fila trasera
sanddollar-from_the_back-text = Paga 3: toma una carta de Zona de la fila trasera del mercado. Después puedes mover hasta 4 personas de cualquier tipo 1 casilla cada una.
sanddollar-front_and_two_swaps-name = Toma 1 carta delantera, intercambia 2 cartas de tu ciudad
sanddollar-front_and_two_swaps-text = Paga 2: toma una carta de Zona de la fila delantera. Luego puedes intercambiar 2 cartas de Zona cualesquiera de tu ciudad, y después otra vez 2 cartas de Zona cualesquiera. La loseta dice «intercambia 2 cartas» una vez, pero la aclaración del reglamento repite el intercambio, así que esta app permite hasta dos intercambios.
sanddollar-front_swap_and_return-name = Toma 1 carta delantera, intercambia 2 cartas, retira 0-2 personas
sanddollar-front_swap_and_return-text = Paga 2: toma una carta de Zona de la fila delantera, luego intercambia 2 cartas de Zona de tu ciudad y después puedes devolver hasta 2 personas de tu ciudad a la reserva.
sanddollar-front_and_move_tourists-name = Toma 1 carta delantera, mueve 3 turistas
sanddollar-front_and_move_tourists-text = Paga 1: toma una carta de Zona de la fila delantera del mercado. Después puedes mover hasta 3 turistas 1 casilla cada uno.

home-too_few_tiles_link = Introducir una loseta doble inicial en el teclado de losetas

city-people_pending =
    { $count ->
        [one] La línea de personas compara todas las ciudades (Azul), así que espera a cada ciudad: este total aún puede cambiar cuando { $names } corrija los problemas de su ciudad.
        [many] La línea de personas compara todas las ciudades (Azul), así que espera a cada ciudad: este total aún puede cambiar cuando { $names } corrijan los problemas de sus ciudades.
       *[other] La línea de personas compara todas las ciudades (Azul), así que espera a cada ciudad: este total aún puede cambiar cuando { $names } corrijan los problemas de sus ciudades.
    }

city-vips_from_tile =
    { $count ->
        [one] El VIP de esta carta vino de la loseta doble inicial, que ahora tiene { $left }.
        [many] Los { $count } VIPs de esta carta vinieron de la loseta doble inicial, que ahora tiene { $left }.
       *[other] Los { $count } VIPs de esta carta vinieron de la loseta doble inicial, que ahora tiene { $left }.
    }

problem-card_named_with_id = «{ $label }» (id de carta { $id })

problem-tile_named_with_id = «{ $label }» (id de loseta doble inicial { $id })

ui-database_unreachable = No se puede usar la base de datos indicada en { $setting } ({ $url }): { $error }. Comprueba que el servidor de la base de datos está en marcha y se alcanza desde esta máquina, y que la dirección, el usuario, la contraseña y el nombre de la base de datos en { $setting } son correctos; luego vuelve a cargar la página.

catalogue-database_unavailable = Tu catálogo se guarda en la base de datos, que ahora no se puede alcanzar ({ $error }): no se ha cambiado nada. Vuelve a intentarlo en un momento.

history-csv_table_current = Esta mesa tal como está ahora (CSV)

history-csv_result = Resultado

history-csv_result_finished = tal como se terminó

history-csv_result_changed = tal como se terminó; la mesa se cambió después

history-csv_result_current = tal como está la mesa ahora, no un resultado terminado

assistant-setup_reveals = Preparación · se coloca el mercado · { $deck }

card-label_setup = preparación { $parts }

scorepad-ranking_so_far = Clasificación hasta ahora: las ciudades tal como se han introducido; no es el resultado hasta que cada ciudad tenga una carta.

scorepad-by_card_every =
    { $count ->
        [one] Por carta ({ $count } carta)
        [many] Por carta ({ $count } de cartas)
       *[other] Por carta ({ $count } cartas)
    }

scorepad-by_card_tile =
    { $count ->
        [one] Por carta ({ $count } carta y la loseta doble inicial)
        [many] Por carta ({ $count } de cartas y la loseta doble inicial)
       *[other] Por carta ({ $count } cartas y la loseta doble inicial)
    }

scorepad-card_scores_nothing = Sin puntos propios (sus símbolos y personas pueden contar en otras líneas).
