### The app's words in English (Project Fluent: https://projectfluent.org/fluent/guide/).
### Ids are the code's keys with "-" for "."; see lang/catalogue.py. The game's terms: docs/glossary.md.

app-tab_title = { $page } · Santa Monica score pad

menu-home = Home
menu-city = City
menu-scorepad = Scorepad
menu-catalogue = Catalogue
menu-history = History
menu-assistant = Assistant
menu-pad = Score pad only

nav-home = Home
nav-cities = Cities
nav-scorepad = Scorepad

language-choice = Language
language-unknown = The address asks for the language "{ $asked }", which this app does not speak: it speaks { $languages }. Pick one under Language on Home, or write ?lang=en, de, es or it in the address.

count-cards =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
count-sand_dollars =
    { $count ->
        [one] { $count } sand dollar
       *[other] { $count } sand dollars
    }
count-vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }

home-title = Santa Monica score pad
home-intro = Rebuild each finished city on your phone and get the whole table's scorepad, with the reason for every point.
home-catalogue_unreadable = The card catalogue could not be read: { $error }. Fix or remove the file, then reload.
home-objective_lines = Waves: { $waves } · Misc: { $misc } · People: { $people }
home-tile_with_vips = { $tile } ({ $vips })
home-city_contents = { $cards }, { $sand_dollars }
home-add_player = Add a player
home-new_name = New player's name
home-name_placeholder = Name
home-new_tile = New player's starting tile
home-tile_placeholder = Pick the starting tile
home-add_player_button = Add player
home-not_added = Not added: { $refusal }
home-open_table = Open table: { $name }
home-close_table = Close this table (it stays saved)
home-change_setup = Change this table's set-up
home-title_field = Title
home-title_placeholder = e.g. Friday at Sam's
home-date_played = Date played
home-unreadable_date = The game file says it was played '{ $played_on }' (not a date History can read): pick the date above to replace it.
home-objective_tile = Objective tile
home-name = Name
home-starting_tile = Starting tile
home-move_up = Move up
home-move_down = Move down
home-remove = Remove
home-remove_help = Take this player and their city off the table
home-remove_question = Remove { $name } and their city ({ $contents })? This cannot be undone.
home-remove_yes = Yes, remove { $name }
home-keep = Keep
home-resume = Resume a table
home-untitled = Table
home-resume_label = { $title }: { $players } · { $when }
home-start = Start a table
home-pad_only = Score pad only: type each player's scorepad lines, no cities
home-players = Players
home-solo = One player plays solo against the Robot: enter its piles on the City page.
home-too_few_tiles =
    { $count ->
        [one] Only { $count } starting tile is in the catalogue, { $players } players need { $players }: enter your starting tiles on the Catalogue page.
       *[other] Only { $count } starting tiles are in the catalogue, { $players } players need { $players }: enter your starting tiles on the Catalogue page.
    }
home-player = Player { $number }
home-player_first = Player { $number } (starts)
home-earlier_player = Or pick an earlier player
home-earlier_placeholder = Earlier players
home-title_optional = Title (optional)
home-start_button = Start table
home-cannot_start = Cannot start the table: { $error }.
home-import = Import a game file
home-game_file = Game file (JSON)
home-game_file_help = A finished-game JSON file (docs/game-file.md), up to { $size }.
home-import_button = Import this game
home-import_refused = { $file } cannot be imported; nothing was changed:
home-try = Try it
home-sample_caption = A finished { $players }-player game played with the SAMPLE cards (invented for demos, not the printed cards).
home-sample_button = Open the sample game (sample cards)
home-sample_unreadable = The sample game could not be read: { $error }
home-sample_title = Sample game (sample cards)
home-more = More
home-assistant_link = Assistant: track a live game turn by turn, or play one (solo Robot too)
home-catalogue_link = Catalogue: enter your cards once by their printed icons
home-history_link = History and statistics of past games
home-saved_in = Games are saved as you go in { $path }.
home-next = Enter the cities

city-title = Cities
city-catalogue_unreadable = The card catalogue could not be read: { $error }. Fix the file on the Catalogue page, then reload.
city-player = Player
city-robot_piles = The Robot's piles
city-robot_help = Enter the cards the Robot took (solo rules): its beach pile, its street pile, the sand dollars and footprints it took, and whether you played the hard mode.
city-beach_pile =
    { $count ->
        [one] Beach pile ({ $count } card)
       *[other] Beach pile ({ $count } cards)
    }
city-street_pile =
    { $count ->
        [one] Street pile ({ $count } card)
       *[other] Street pile ({ $count } cards)
    }
city-pile_placeholder = Type part of a card name
city-sand_dollars = Sand dollars
city-footprints = Footprints
city-hard_mode = Hard mode
city-next = See the scorepad
city-unknown_id = { $id } (not in the catalogue)
city-whose_city = { $name }'s city
city-tile_caption = Starting tile: { $tile } · { $cards }
city-feature_cards =
    { $count ->
        [one] { $count } feature card
       *[other] { $count } feature cards
    }
city-add_card = Add a card
city-add_card_help = A picked card goes beside the last card of its row, outward from the starting tile (right of it first); its editor below can move it.
city-nowhere = This card cannot go anywhere in this city now (an end-of-beach card is already placed, or nothing touches a free square of its row).
city-place_at = Place: { $square }
city-not_placed = Not placed: { $refusal }
city-enter_toggle = Not in the catalogue? Enter it by its icons
city-place_card = Place { $card }:
city-card_box = Card ({ $count } shown): or type part of its label
city-card_box_placeholder = ring 2 tourists
city-find_card = Or find it by its words
city-card_box_choose = Pick the card
city-beach_card = Beach card
city-street_card = Street card
city-square_edited = Square being edited
city-grid_unreadable = The grid cannot be drawn: { $error }
city-leftover_sand_dollars = Leftover sand dollars
city-rings_total = Running total { $total } · activity rings { $filled } of { $rings } filled
city-ring_filled =
    { $count ->
        [one] { $card }: { $ring } → { $count } point
       *[other] { $card }: { $ring } → { $count } points
    }
city-ring_empty = { $card }: { $ring } (not filled)
city-rings_help = People are put into rings automatically in the best legal way (ruling 5).
city-running_total =
    { $count ->
        [one] Running total: { $count } point
       *[other] Running total: { $count } points
    }
city-problems =
    { $count ->
        [one] { $count } problem in this city
       *[other] { $count } problems in this city
    }
city-problems_fix = (fix them to get the scorepad):
city-the_city = The city
city-the_city_help = tap a card to enter its people and footprint.
city-locals = Locals
city-tourists = Tourists
city-vips = VIPs
city-initial_locals = L
city-initial_tourists = T
city-initial_vips = V
city-many_people = { $people } ({ $count } or more)
city-your_tile_rule = { $rule } (your starting tile)
city-starting_tile = Starting tile: { $tile }
city-beach_half = Beach half
city-street_half = Street half
city-half_short_beach = B
city-half_short_street = S
city-half_people = { $half }: { $people }
city-placed_at = placed at { $square }
city-remove = Remove
city-remove_empty_help = Take this card out of the city (nothing is on it yet)
city-remove_yes = Yes, remove { $card }
city-remove_yes_people =
    { $count ->
        [one] Yes, remove { $card } and the person on it
       *[other] Yes, remove { $card } and its { $count } people
    }
city-keep_it = Keep it
city-remove_help = Take this card (and the people on it) out of the city
city-not_moved = Not moved: { $refusal }
city-footprint = Footprint
city-move_in_beach = Move it in the beach row:
city-move_in_street = Move it in the street row:
city-move_to = Move it to { $square }
city-square_beach = beach { $column }
city-square_street = street { $column }
city-slot_beach_left = beach { $column } (left end)
city-slot_beach_right = beach { $column } (right end)
city-slot_beach_gap = beach { $column } (gap)
city-slot_street_left = street { $column } (left end)
city-slot_street_right = street { $column } (right end)
city-slot_street_gap = street { $column } (gap)

problem-at = { $where }: { $message }
problem-cell_beach = beach row, column { $column }
problem-cell_street = street row, column { $column }
problem-card_named = '{ $label }'
problem-id_named = '{ $id }'
problem-card_in_cell = The card { $card } in the { $cell }
problem-players_add = The game has { $count } players; Santa Monica is played by 2 to { $most }, or by 1 against the Robot: add a player.
problem-players_remove = The game has { $count } players; Santa Monica is played by 2 to { $most }, or by 1 against the Robot: remove the extra players.
problem-players_no_robot = The game has 1 player ({ $name }) and no Robot; Santa Monica is played by 2 to { $most } players, or by 1 player against the Robot (solo): add the Robot for a solo game, or add players.
problem-robot_not_solo = The game has a Robot and { $count } players; the Robot only plays in a solo game: remove 'robot' or keep a single player.
problem-name_blank = A player's name is blank ({ $name }): give every player a name.
problem-name_duplicate = Two players are called '{ $name }' (names are compared ignoring case, blanks and invisible characters): give each player a different name, for example '{ $example } 2'.
problem-tile_duplicate = { $name } and { $other } both have the starting tile { $tile }; the box has one of each: correct one player's starting tile.
problem-robot_too_many_cards = The Robot's piles hold { $count } cards; the Robot takes one card per round and a solo game has at most { $most } rounds (solo rules): remove { $extra } from its piles.
problem-robot_unknown_beach = The card '{ $card }' in the Robot's beach pile is in no catalogue: add it (Catalogue page or 'cards' in the game file) or correct the id.
problem-robot_unknown_street = The card '{ $card }' in the Robot's street pile is in no catalogue: add it (Catalogue page or 'cards' in the game file) or correct the id.
problem-robot_wrong_pile_beach = The card { $card } is a beach card but lies in the Robot's street pile: move it to 'robot.beach_pile'.
problem-robot_wrong_pile_street = The card { $card } is a street card but lies in the Robot's beach pile: move it to 'robot.street_pile'.
problem-place_cell = { $name }'s { $cell }
problem-place_robot_beach = the Robot's beach pile
problem-place_robot_street = the Robot's street pile
problem-used_twice_table = The card '{ $card }' in { $place } is already used in { $first }; the box has one of each card: remove one of them or correct the id.
problem-share = { $name } { $count }
problem-table_supply_locals = The table holds { $count } locals ({ $shares }) but the box has only { $limit }: correct the counts.
problem-table_supply_tourists = The table holds { $count } tourists ({ $shares }) but the box has only { $limit }: correct the counts.
problem-table_supply_vips = The table holds { $count } VIPs ({ $shares }) but the box has only { $limit }: correct the counts.
problem-table_supply_footprints = The table holds { $count } footprints ({ $shares }) but the box has only { $limit }: correct the counts.
problem-tile_unknown = { $name }'s starting tile '{ $tile }' is in no catalogue: add it (Catalogue page or 'starting_tiles' in the game file) or correct the id.
problem-too_many_cards = { $name }'s city has { $count } feature cards; at most { $most } are possible (the game ends once a player has { $trigger }, and one turn places at most 2 cards): remove the extra cards or look for a card entered twice.
problem-card_unknown = { $where } is in no catalogue: add it (Catalogue page or 'cards' in the game file) or correct the id.
problem-on_starting_tile = { $where } stands on the starting tile, which fills column 0 of both rows: move the card to a column left (negative) or right (positive) of the tile.
problem-occupied = { $where } shares its cell with { $other }; a cell holds one card: move one of them to its own cell.
problem-wrong_row_beach = { $where } is a beach card; beach cards go in the beach row: move it to the beach row or correct the card id.
problem-wrong_row_street = { $where } is a street card; street cards go in the street row: move it to the street row or correct the card id.
problem-disconnected = { $where } does not connect to the starting tile through cards sharing a side (diagonals never touch, ruling 1): check its column, or add the card that joins it to the city.
problem-used_twice_city = { $where } is already in the { $cell }; the box has one of each card: remove one of them or correct the id.
problem-end_of_beach = { $where } is the end-of-beach card, which must stay the leftmost beach card (ruling 14), but { $other } stands to its left in the { $cell }: move the end-of-beach card left of every beach card.
problem-vips_count = { $name }'s city holds { $vips } but the starting tile { $tile } gives only { $gives }; a city never gains VIPs: remove { $extra } from the cards or the starting tile's halves.
problem-city_supply_locals = { $name }'s city holds { $count } locals but the box has only { $limit }: correct the counts.
problem-city_supply_tourists = { $name }'s city holds { $count } tourists but the box has only { $limit }: correct the counts.
problem-city_supply_vips = { $name }'s city holds { $count } VIPs but the box has only { $limit }: correct the counts.
problem-city_supply_footprints = { $name }'s city holds { $count } footprints but the box has only { $limit }: correct the counts.
problem-cli_count =
    { $count ->
        [one] { $count } problem; fix them and run the command again
       *[other] { $count } problems; fix them and run the command again
    }

city-unknown_tile = Unknown tile '{ $id }'
city-unknown_card = Unknown card '{ $id }'
city-picture_heading =
    { $count ->
        [one] { $name }: { $count } point
       *[other] { $name }: { $count } points
    }
city-picture_other_points = not on a card (objective lines): { $points }
city-picture_beach = BEACH
city-picture_street = STREET
city-picture_start_column = column 0 (start)
city-picture_column = column { $column }
city-sample_banner = SAMPLE (invented card)
city-sample_mark = SAMPLE
city-legend = Legend
city-legend_people = locals / tourists / VIPs on the card
city-legend_points = points the card earned (abilities, rings, footprint)
city-legend_footprint = a footprint token on the card
city-legend_sample = an invented card, not a printed one

table-name_missing = every player needs a name: fill in the empty name
table-no_player = a table needs at least one player: add a player
table-too_many_players = a table has at most { $most } players: remove { $extra }
table-tile_missing = every player needs a starting tile: pick one for each player
table-same_tile = two players have the same starting tile: each starting tile is in the box once
table-robot_solo_only = the Robot plays solo games only: keep one player or turn the Robot off
table-robot_name = '{ $robot }' is the solo opponent's name: give the player another name
table-cannot_start = the table cannot be started ({ $problem }): correct it and try again
table-name_controls = the name contains invisible control characters ({ $characters }): retype it without them
table-name_too_long = the name '{ $start }...' has { $length } characters, at most { $most } fit: shorten it
table-title_controls = the title contains invisible control characters ({ $characters }): retype it without them
table-title_too_long = the title has { $length } characters, at most { $most } fit: shorten it
table-not_a_date = '{ $value }' is not a date: write it as YYYY-MM-DD, e.g. 2026-11-21
table-same_name = two players are called '{ $name }' (names are compared ignoring case and invisible characters): give each player a different name
table-no_such_player = there is no player called '{ $player }' at this table (renamed on another phone?): reload the page
table-card_not_in_city = card '{ $card }' is not in { $player }'s city (removed on another phone?): reload the page
table-no_robot = this table has no Robot: the Robot plays solo games only
table-square_taken_beach = beach row, column { $column } of { $player }'s city already holds '{ $card }' (placed on another phone?): pick another slot
table-square_taken_street = street row, column { $column } of { $player }'s city already holds '{ $card }' (placed on another phone?): pick another slot
table-column_zero = column 0 is the starting tile: pick another slot
table-card_used = card '{ $card }' is already in { $holder }'s city: each card is in the box once
table-card_unknown = card '{ $card }' is not in the catalogue: enter it by its icons first
table-nowhere_to_go = { $card } cannot go anywhere in { $player }'s city now (an end-of-beach card is already placed, or nothing touches a free square of its row)
table-stays_beach = '{ $card }' is a beach card: it stays in the beach row
table-stays_street = '{ $card }' is a street card: it stays in the street row
table-negative_people = the number of people cannot be negative: enter 0 or more
table-negative_sand_dollars = leftover sand dollars cannot be negative: enter 0 or more
table-tile_taken = { $player } already has that starting tile: each tile is in the box once
table-rename_empty = a player needs a name: type one
table-robot_rename = '{ $robot }' is the solo opponent's name: pick another name
table-solo_no_more = this is a solo game against the Robot, which plays one player only: start a new table for a game with more players
table-table_full = the table already has { $most } players, the most Santa Monica seats
table-new_player_name = the new player needs a name: type one
table-new_player_tile = the new player needs a starting tile: pick one
table-cannot_add = the player cannot be added ({ $problem }): correct it and try again
table-cannot_leave = { $player } cannot leave: Santa Monica is played by 2 to 4 players, or 1 against the Robot (start a new table for a different game)
table-city_not_empty = { $player }'s city is no longer empty (entered on another phone?): tap Remove again to confirm
table-already_first = { $player } is already first in turn order
table-already_last = { $player } is already last in turn order
table-robot_negative_sand_dollars = the Robot's sand dollars cannot be negative: enter 0 or more
table-robot_negative_footprints = the Robot's footprints cannot be negative: enter 0 or more
table-robot_too_many = the Robot's piles would hold { $count } cards; it takes one card per round and a solo game has at most { $rounds } rounds: remove { $extra }
table-robot_card_twice = a card is in the Robot's piles twice: each card is in the box once
table-robot_card_in_city = card '{ $card }' is already in { $player }'s city: remove it there first
table-changed_elsewhere = this was changed on another phone meanwhile; the page now shows the new value. Change it again to replace that.
table-count_changed_elsewhere = this was changed on another phone meanwhile (it is now { $now }); the box shows the stored count. Tap again to change it from there.
table-quoted_id = '{ $id }'
table-quoted_long_id = '{ $id }...' ({ $length } characters)
table-no_game = no game with id { $id } (deleted, or a mistyped link): start or open a table
table-no_game_deleted = no game with id { $id } (deleted on another phone?): start or open a table
table-no_game_to_finish = no game with id { $id }: it may have been deleted
table-finished_confirm_first = game '{ $id }' is finished: confirm the correction first
table-changed_after_scoring = the table was changed on another phone after it was scored
table-unreadable_game =
    { $count ->
        [one] game '{ $id }' in the store cannot be read ({ $count } error)
       *[other] game '{ $id }' in the store cannot be read ({ $count } errors)
    }
table-question = Correct this finished table?
table-held = this table is finished: answer “{ $question }” to save this change
table-no_winner = no winner was recorded
table-won = { $names } won
table-won_with =
    { $count ->
        [one] { $names } won with { $count } point
       *[other] { $names } won with { $count } points
    }
table-shared_win = { $names } shared the win
table-shared_win_with =
    { $count ->
        [one] { $names } shared the win with { $count } point
       *[other] { $names } shared the win with { $count } points
    }
table-finished = Finished: { $result }.
table-finished_changed = Finished: { $result }. Changed since it was finished: press Finish again on { $page } to record the new result.
table-finish_on_scorepad = the Scorepad
table-finish_on_this_page = this page
table-question_result = It was finished: { $result }. Your change is not saved yet.
table-question_help = Yes saves it for every phone. History keeps the result above, marked “changed since it was finished”, until someone presses Finish again. This phone will not ask again for this table.
table-question_yes = Yes, correct it
table-question_no = No, keep it as finished

ui-store_busy = That change was not saved: the game store is busy or unavailable ({ $error }). Try again.
ui-refused_reason = That change was refused: { $reason }. Nothing was saved.
ui-refused_at = That change was refused ({ $where }: { $problem }); nothing was saved.
ui-not_saved = Not saved: { $refusal }
ui-restarted_changed = The app restarted while this page was open, and another phone has changed it since: anything you changed just now was not saved. The page now shows what is stored: please check it and make your change again.
ui-last_run_drawn = Last run drawn
ui-table_version_drawn = Table version drawn
ui-store_unopenable = The game store at { $path } cannot be opened ({ $error }): check the folder exists and is writable, or set SANTA_MONICA_DB to another file, then reload.
ui-store_unreadable = The game store cannot be read right now ({ $error }); reload the page in a moment.
ui-no_table = No table is open on this page: start or resume one on the home page.
ui-home_link = Home: start or resume a table
ui-back_to_table = Back to the table: the cities
ui-join = Join from another phone
ui-join_help = Scan this on another phone on the same Wi-Fi: it opens this table, and each player enters their own city. Changes show on every phone within a few seconds.
ui-join_address = This table's address
ui-join_loopback = This app only answers this computer (it was started with a loopback --server.address): restart it without that option, as scripts/start.sh does, for other phones to reach it.

history-in_utc = { $when } UTC
history-versus = vs
history-untitled = Untitled table
history-changed_since = Changed since it was finished: the result above is the one recorded at Finish. Open its scorepad and press Finish again to record the table as it is now.
history-badge_draft = Draft
history-badge_finished = Finished
history-badge_changed = Finished, changed since
history-name_points = { $name } { $points }
history-total_changed = { $name } { $old } -> { $new }
history-no_total_changed = no total changed
history-deleted = Deleted { $title }.
history-already_deleted = { $title } was already deleted.
history-and_more =
    { $count ->
        [one] { $problems } (and { $count } more)
       *[other] { $problems } (and { $count } more)
    }
history-cannot_score = { $title } cannot be scored: { $problems }. Fix it on the City page.
history-rescore_failed = Could not re-score: { $error }
history-rescore_not_saved = Re-scored, but the new totals could not be saved: { $error }
history-rescored = Re-scored { $title } with the current catalogue: { $change }.
history-scored_draft = Scored the draft { $title } (not recorded until it is finished).
history-empty = No tables yet. Start one on the home page; finished tables are listed here.
history-home_link = Home: start a table
history-no_winner = No winner recorded
history-delete_question = Delete { $title } for good? This cannot be undone.
history-delete_pad_question = Delete { $title } and the cities rebuilt from it for good? This cannot be undone.
history-yes_delete = Yes, delete
history-cancel = Cancel
history-open_pad = Open the score pad
history-csv_table = This table (CSV)
history-open_rebuilt = Open the rebuilt scorepad
history-continue_cities = Continue the cities
history-delete = Delete
history-count =
    { $count ->
        [one] { $count } table, { $finished } finished, most recently changed first.
       *[other] { $count } tables, { $finished } finished, most recently changed first.
    }
history-tab_tables = Tables
history-tab_statistics = Statistics
history-csv_all = All finished tables (CSV)
history-csv_all_caption = One row per player of every finished table: date, objective, title, every scorepad line, total and rank. A table that can no longer be scored is left out (Statistics names it).
history-scores_now = Scores now (not recorded): { $scores }; leading: { $leading }
history-open_scorepad = Open the scorepad
history-rescore = Re-score
history-next_new_table = Start a new table
history-left_out = { $title } ({ $why })
history-csv_date = date
history-csv_objective = objective
history-csv_title = title
history-csv_player = player
history-csv_seat = seat
history-csv_cards = cards
history-csv_rings = rings
history-csv_footprints = footprints
history-csv_wave = wave
history-csv_misc = misc
history-csv_people = people
history-csv_total = total
history-csv_rank = rank
history-csv_line = line
history-csv_card = card
history-csv_position = position
history-csv_ability = ability
history-csv_points = points
history-csv_reason = reason

stats-any = Any
stats-tile_blue = Blue
stats-tile_green = Green
stats-tile_orange = Orange
stats-solo_count = 1 (solo)
stats-line_cards = Cards
stats-line_rings = Rings
stats-line_footprints = Foot
stats-line_wave = Wave
stats-line_misc = Misc
stats-line_people = People
stats-column_player = Player
stats-column_games = Games
stats-column_wins = Wins
stats-column_average = Avg
stats-column_best = Best
stats-player_heading = **{ $name }** · { $games } · { $wins }
stats-games =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
stats-wins =
    { $count ->
        [one] { $count } win
       *[other] { $count } wins
    }
stats-solo_player = 1 player (solo)
stats-players =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
stats-with_tile_and_players = with the { $tile } tile and { $players }
stats-with_tile = with the { $tile } tile
stats-with_players = with { $players }
stats-skipped = Left out of the statistics: these finished games no longer score with the current catalogue (open them from the Tables tab to fix them):
stats-skipped_item = **{ $title }** (game { $game }): { $reason }
stats-won_yes = yes
stats-won_no = no
stats-axis_score = Score
stats-tooltip_played = Played
stats-tooltip_won = Won
stats-none_finished = No finished games yet: finish a table on its Scorepad (Finish game) to see statistics here.
stats-catalogue_unreadable = The statistics need the catalogue, which cannot be read: { $error }
stats-pads_left_out = The score-pad-only games are left out: { $error }
stats-none_countable = No finished games can be counted yet: every finished game above was left out.
stats-objective_tile = Objective tile
stats-players_filter = Players
stats-none_with_filter = No finished games { $filter } yet: choose Any to see them all.
stats-counted =
    { $count ->
        [one] { $count } finished game. A shared win counts as a win for every winner. The solo Robot is not listed.
       *[other] { $count } finished games. A shared win counts as a win for every winner. The solo Robot is not listed.
    }
stats-line_averages = Average points per scorepad line
stats-line_legend = Foot = footprints; Wave, Misc and People are the objective tile's lines.
stats-over_time = Scores over time

pad-catalogue_unreadable = The card catalogue could not be read: { $error }. Fix or remove the file, then reload.
pad-intro = For a table that does not rebuild its cities: type each player's scorepad lines, get the totals and the winner (ties broken as in the rules), saved in History. You can rebuild the cities later without typing the lines again.
pad-resume = Resume a score pad
pad-untitled = Score pad
pad-resume_label = { $title }: { $players }
pad-start = Start a score pad
pad-players = Players
pad-solo = One player plays solo against the Robot: its column is on the pad too, scored as the solo rules say (its towel lines), and it can win.
pad-player = Player { $number }
pad-player_first = Player { $number } (starts)
pad-name_placeholder = Name
pad-objective_tile = Objective tile
pad-title_optional = Title (optional)
pad-title_placeholder = e.g. Friday at Sam's
pad-start_button = Start the score pad
pad-cannot_start = Cannot start the score pad: { $error }.
pad-close = Close this pad (it stays saved)
pad-objective_is = Objective tile: { $tile }
pad-kept_as_typed = These lines were kept as typed when the table started rebuilding its cities; they are compared with the cities below.
pad-continue_cities = Continue the cities
pad-rebuilt_scorepad = The rebuilt scorepad
pad-whose_column = Whose column
pad-robot_column = **{ $name }** (solo rules' towel lines)
pad-field_cards = Feature cards
pad-field_rings = Activity rings
pad-field_footprints = Footprints
pad-field_wave = Objective: waves
pad-field_misc = Objective: misc
pad-field_people = Objective: people
pad-field_sand_dollars = Leftover sand dollars (tie-breaker)
pad-field_longest_chain = Longest chain, in tags (2nd tie-breaker)
pad-robot_help_cards = Its cards' points as the solo rules count them (every condition met, negatives as positive; ruling 15), plus 1 per sand dollar it took
pad-robot_help_rings = Every ring on its cards at full value (ruling 15)
pad-robot_help_footprints = 1 per footprint it took
pad-robot_help_wave = The { $tile } towel's wave line (solo rules)
pad-robot_help_misc = The { $tile } towel's misc line (solo rules)
pad-robot_help_people = The { $tile } towel's people line (solo rules)
pad-robot_help_sand_dollars = The sand dollars it took (tie-breaker)
pad-robot_help_longest_chain = The count of its most common tag (tie-breaker)
pad-badge_pad = Score pad
pad-badge_rebuilding = Rebuilding
pad-badge_rebuilt = Rebuilt, finished
pad-badge_rebuilt_changed = Rebuilt, finished, changed since
pad-scorepad = Scorepad
pad-column_line = Line
pad-column_player = Player
pad-column_pad = Pad
pad-column_cities = Cities
pad-total = Total
pad-not_scored_yet = not scored yet
pad-ranking_line = **{ $name }**: { $points } ({ $decided })
pad-wins_with =
    { $count ->
        [one] { $name } wins with { $count } point
       *[other] { $name } wins with { $count } points
    }
pad-shared_win_with =
    { $count ->
        [one] Shared win: { $names } with { $count } point
       *[other] Shared win: { $names } with { $count } points
    }
pad-headline_shared_win =
    { $count ->
        [one] shared win, { $names } with { $count } point
       *[other] shared win, { $names } with { $count } points
    }
pad-headline = Score pad: { $result } (as typed). The cities are still being entered: the scorepad below counts only the cards entered so far, and gives the result once every player's city is entered.
pad-headline_so_far = Score pad: { $result } (as typed so far). The cities are still being entered: the scorepad below counts only the cards entered so far, and gives the result once every player's city is entered.
pad-lines_no_game_scores =
    { $count ->
        [one] { $count } line no game can score: fix it before finishing.
       *[other] { $count } lines no game can score: fix them before finishing.
    }
pad-csv_button = Scorepad CSV
pad-finish_stale = Not finished: a line was changed on another phone after these totals were added up. Check them and press Finish again.
pad-finish_failed = The game could not be finished: { $error }
pad-finished_saved = Finished and saved in History ({ $winner } won).
pad-finish_again = Finish again
pad-finish = Finish game
pad-finish_ready_when = Finish is ready once every line above can be scored.
pad-rebuild = Rebuild the cities
pad-comparison_caption = Pad: the lines typed here. Cities: the lines computed from the rebuilt cities; ≠ marks a line that differs.
pad-rebuild_caption = Enter the cities card by card later, to see every point explained: the players, the objective, the leftover sand dollars (and the Robot's sand dollars and footprints) are carried over, and the lines typed here stay beside the cities' computed lines.
pad-rebuild_from_pad = Rebuild the cities from this pad
pad-starting_tile_of = { $name }'s starting tile
pad-tile_placeholder = Pick the starting tile
pad-start_rebuilding = Start rebuilding
pad-cannot_rebuild = Cannot start rebuilding: { $error }.
pad-next_home = Home: start or resume a table
pad-store_unreadable = The game store cannot be read right now ({ $error }); reload the page in a moment.
pad-store_busy = That number was not saved: the game store is busy or unavailable ({ $error }). Try again.
pad-change_refused = That change was refused ({ $why }); nothing was saved.
pad-not_saved = Not saved: { $refusal }
pad-cities_not_scored_problems =
    { $count ->
        [one] The cities cannot be scored yet ({ $count } to fix, e.g. { $example }): continue them on the City page.
       *[other] The cities cannot be scored yet ({ $count } to fix, e.g. { $example }): continue them on the City page.
    }
pad-cities_not_scored = The cities cannot be scored yet: { $error }.
pad-link_typed_lines = Lines typed on the score pad, beside these
pad-refused_start = the score pad cannot be started ({ $why }): correct it
pad-refused_no_column = there is no column called '{ $player }' on this pad (renamed on another phone?): reload the page
pad-refused_no_line = '{ $field }' is not a scorepad line: reload the page
pad-refused_line_limit = { $value } is more than any scorepad line holds (at most { $limit } either way): check the number and type it again
pad-refused_sand_dollars =
    { $count ->
        [one] { $count } leftover sand dollar is not possible: enter 0 to { $most }
       *[other] { $count } leftover sand dollars is not possible: enter 0 to { $most }
    }
pad-refused_chain =
    { $count ->
        [one] { $count } tag in the longest chain is not possible: enter 0 to { $most }
       *[other] { $count } tags in the longest chain is not possible: enter 0 to { $most }
    }
pad-refused_changed_elsewhere = this number was changed on another phone meanwhile (it is now { $now }); the box shows it. Change it again to replace it.
pad-refused_not_found = no score pad with id { $id } (deleted, or a mistyped link): start one or open it from History
pad-refused_gone = no score pad with id { $id } (deleted on another phone?): open another
pad-refused_rebuilt = this score pad was turned into a rebuild: its lines stay as typed, to compare with the cities; change the cities instead
pad-refused_finished = score pad '{ $id }' is finished: confirm the correction first
pad-refused_stale = a line was changed on another phone after these totals were added up
pad-refused_unreadable =
    { $count ->
        [one] score pad '{ $id }' in the store cannot be read ({ $count } error)
       *[other] score pad '{ $id }' in the store cannot be read ({ $count } errors)
    }

catalogue-title = Card catalogue
catalogue-intro = The printed cards are not public: enter yours once by the icons printed on them, or import a catalogue file. Built-in cards are invented samples, marked SAMPLE.
catalogue-show = Show
catalogue-view_cards = Cards
catalogue-view_tiles = Starting tiles
catalogue-view_add_card = Add a card
catalogue-view_add_tile = Add a tile
catalogue-view_files = Share · import / export
catalogue-deleted = Deleted { $name }.
catalogue-sample_fixed = Built-in sample: cannot be edited or deleted. Enter the real card with Add.
catalogue-sample_fixed_tile = Built-in sample: cannot be edited or deleted. Enter the real starting tile with Add a tile.
catalogue-delete_question = Delete { $name } for good? Games that use it will no longer find it.
catalogue-delete_yes = Yes, delete
catalogue-cancel = Cancel
catalogue-edit = Edit
catalogue-delete = Delete
catalogue-edit_title = Edit { $name }
catalogue-close = Close
catalogue-cancel_editing = Cancel editing
catalogue-done = Done
catalogue-saved_changes = Saved the changes to { $name }.
catalogue-search_cards = Search by name or icons
catalogue-search_cards_example = ring nature
catalogue-filter = Filter by row, tags, samples
catalogue-every_tag = Has every tag
catalogue-show_samples = Show the built-in samples
catalogue-cards_shown =
    { $count ->
        [one] { $count } card shown
       *[other] { $count } cards shown
    }
catalogue-tiles_shown =
    { $count ->
        [one] { $count } starting tile shown
       *[other] { $count } starting tiles shown
    }
catalogue-sample = SAMPLE
catalogue-sample_card = invented for demos and tests, not a printed card
catalogue-sample_tile = invented for demos and tests, not a printed tile
catalogue-id = id: { $id }
catalogue-search_tiles = Search by name or icons
catalogue-search_tiles_example = VIP business
catalogue-example = e.g. { $words }
catalogue-add_card_how = Tap the icons printed on the card; it is saved in your catalogue file when you tap Save.
catalogue-full_card_form = Full form (rare numbers, notes)
catalogue-saved_card = Saved { $name } ({ $row }). { $coverage }.
catalogue-add_tile_how = Tap the icons printed on the starting tile; it is saved in your catalogue file when you tap Save.
catalogue-full_tile_form = Full form (notes, rare numbers)
catalogue-saved_tile = Saved the starting tile { $name }. { $coverage }.
catalogue-count_tiles =
    { $count ->
        [one] { $count } starting tile
       *[other] { $count } starting tiles
    }
catalogue-source_opened_link = the link you opened
catalogue-source_pasted_link = the pasted link
catalogue-source_games = the games on this server
catalogue-server = Everyone on this server
catalogue-server_how = This catalogue ({ $cards }, { $tiles } of your own) belongs to this server: every game here uses it, on every phone that opens this app. The others at the table open the same address: nothing to send.
catalogue-games_carry_cards = A game imported from a file may carry cards of its own that only that game knows. Share them with every game here:
catalogue-share_games = Share cards inside games with every game
catalogue-games_unreadable = The games on this server cannot be read right now ({ $error }); try again.
catalogue-send = Send it to another app
catalogue-nothing_to_send = Nothing to send yet: enter cards with Add a card, or receive a catalogue below.
catalogue-send_how = Scan the code with the other phone, or send the link; then open it in the other app (or paste it under Receive there). Photos stay out of codes and links: the file carries them.
catalogue-many_codes = Your catalogue is too big for one QR code: it takes { $count } codes. Scan them one after the other, in any order; each adds its own cards. Or send the link or the file below.
catalogue-code = Code
catalogue-n_of = { $number } of { $count }
catalogue-code_n_of = Code { $number } of { $count }
catalogue-one_code = Your whole catalogue in one code
catalogue-address_too_long = This server's address is too long for a QR code: send the link or the file.
catalogue-link_too_long = Your catalogue is too big for one link ({ $characters } characters; an address carries { $limit }): send the file below, or the QR codes above.
catalogue-link =
    { $count ->
        [one] The link to your whole catalogue ({ $count } character)
       *[other] The link to your whole catalogue ({ $count } characters)
    }
catalogue-link_how = Copy it with the button at its corner and send it in a message.
catalogue-download = Download my catalogue (with photos)
catalogue-receive = Receive a catalogue
catalogue-receive_how = Cards and tiles already in your catalogue are never overwritten: identical ones are skipped, different ones are listed as conflicts. You see what would change before anything is imported.
catalogue-paste_link = Paste a catalogue link
catalogue-read_link = Read the link
catalogue-file = Or a catalogue file (.json)
catalogue-file_help = A catalogue file exported from this app, up to { $size }.
catalogue-read_file = Read this file
catalogue-from = From { $source }
catalogue-would_add = Would add { $cards } and { $tiles }.
catalogue-would_skip = { $count } already in your catalogue, identical: skipped.
catalogue-would_conflict =
    { $count ->
        [one] { $count } conflict: yours kept, listed below.
       *[other] { $count } conflicts: yours kept, listed below.
    }
catalogue-conflict_preview = Conflict, would not be imported: { $difference }.
catalogue-import = Import
catalogue-nothing_new = Nothing new: everything is in your catalogue already.
catalogue-import_problems = Nothing was imported; it has problems:
catalogue-imported = Imported from { $source }: { $cards } and { $tiles } added.
catalogue-imported_names = { $imported } Added: { $names }.
catalogue-skipped = { $count } already in your catalogue, identical, skipped: { $names }.
catalogue-conflict = Conflict, not imported: { $difference }.
catalogue-replaces_samples = These ids are also built-in sample ids; your records are used instead of the samples: { $ids }.

cards-row = Row
cards-row_beach = Beach
cards-row_street = Street
cards-row_card_beach = Beach card
cards-row_card_street = Street card
cards-half_beach = Beach half
cards-half_street = Street half
cards-person_local = Locals
cards-person_tourist = Tourists
cards-person_vip = VIPs
cards-person_any = Any type
cards-icon_sand_dollar = Sand dollar
cards-icon_people = People
cards-icon_ring = Ring
cards-coverage = { $cards } of { $all_cards } feature cards and { $tiles } of { $all_tiles } starting tiles catalogued (sample cards not counted)
cards-progress = { $cards } of { $all_cards } feature cards (beach { $beach }, street { $street }), { $tiles } of { $all_tiles } starting tiles
cards-tile_progress =
    { $count ->
        [one] { $tiles } of { $count } starting tile
       *[other] { $tiles } of { $count } starting tiles
    }
cards-not_saved_yet = Not saved yet; please fix:
cards-symbol_choice = Symbol: { $symbol }
cards-choose = Choose options
cards-remove = Remove
cards-printed_twice = Printed twice on it (tap those shown two times)
cards-card_name = Card name (optional: most cards have none)
cards-location_tags = Location tags
cards-placement = When placed (placement actions)
cards-add_placement = Add a placement action
cards-abilities = Scoring abilities
cards-add_ability = Add a scoring ability
cards-rings = Activity rings
cards-add_ring = Add an activity ring
cards-add_ring_beach = Add a ring on the beach half
cards-add_ring_street = Add a ring on the street half
cards-section_placement = Placement action { $number }
cards-section_abilities = Scoring ability { $number }
cards-section_rings = Ring { $number }
cards-end_of_beach = End-of-beach icon (must stay the leftmost beach card)
cards-notes = Notes (optional)
cards-save_changes = Save changes
cards-save_card = Save card
cards-save_tile = Save starting tile
cards-tile_name = Tile name (optional)
cards-tile_vips = VIPs on the tile
cards-setup_bonus = Setup bonus
cards-setup_sand_dollars = Sand dollars
cards-setup_locals = Locals
cards-setup_tourists = Tourists
cards-footprints = Footprints
cards-footprint_wants = What the VIPs want (footprint icon)
cards-points_per_match_long = Points per matching tag or symbol
cards-half_symbols = Printed icons an adjacency can see
cards-photo_toggle = Add a photo of the card (optional)
cards-photo_kept = Kept with the card
cards-photo_camera = Photo of the card
cards-row_back = Row (the colour of the card's back)
cards-tags = Tags
cards-tags_twice = tap twice for a tag printed twice
cards-printed = What is printed
cards-printed_how = one tap each; then tap its tag and numbers below
cards-name_optional = Name (optional: most cards have none)
cards-printed_name = Name printed on the card
cards-saved = Saved { $name }. { $progress }.
cards-this_card = This card:
cards-same_as = Same as { $name }: another copy? Decks may hold identical cards; save again to add one.
cards-save_copy = Save another copy
cards-discard = Discard this card
cards-discard_help = Clear this card without saving it (you can undo); the row stays
cards-the_card = the card
cards-discarded = Discarded { $name } without saving it.
cards-undo_discard = Undo discard
cards-half_tags_twice = tags: tap twice for one printed twice
cards-icon_button_sand_dollar = Sand dollar icon
cards-icon_button_people = People icon
cards-tile_vips_pictured = VIPs pictured on the tile
cards-setup_bonus_how = what the tile gives at the start
cards-footprint_icon = Footprint icon
cards-footprint_icon_how = what the VIPs want, points per match
cards-vips_want = The VIPs want
cards-points_per_match = Points per match
cards-tile_name_optional = Name (optional: only one tile is known by name, the Post Office)
cards-tile_printed_name = Name printed on the tile
cards-this_tile = This tile:
cards-tag_choice = { $tag } · { $count }
cards-no_tags = No tags
cards-show_sample_cards =
    { $count ->
        [one] Show the { $count } sample card
       *[other] Show the { $count } sample cards
    }
cards-show_sample_cards_help = Built-in samples, invented for demos: your own cards are listed without them
cards-tap_row =
    { $count ->
        [one] Tap the card's row: { $count } card not yet at the table.
       *[other] Tap the card's row: { $count } cards not yet at the table.
    }
cards-tags_on_card = Tags on the card
cards-tap_tag_beach =
    { $count ->
        [one] { $count } beach card: tap a tag printed on yours.
       *[other] { $count } beach cards: tap a tag printed on yours.
    }
cards-tap_tag_street =
    { $count ->
        [one] { $count } street card: tap a tag printed on yours.
       *[other] { $count } street cards: tap a tag printed on yours.
    }
cards-no_match = No card not yet at the table has all these tags: tap a tag again to drop it.
cards-shape_ring = Ring
cards-shape_next_to = Next to tag
cards-shape_chain = Chain
cards-shape_gain = + Sand dollars
cards-shape_add = + People
cards-shape_move = Move people
cards-shape_next_to_2 = Next to 2+
cards-shape_one_or_more = Next to 1 / 2+
cards-shape_chain_each = Chain, per tag
cards-shape_ring_any = Any-number ring
cards-shape_near_symbol = Next to icon
cards-shape_not_near_ring = Not next to ring
cards-shape_all_of = Next to all of
cards-shape_in_city = Tags in city
cards-shape_unspent = Unspent sand dollars
cards-shape_move_here = Move here
cards-shape_end_of_beach = End of beach
cards-kind_gain_sand_dollars = Gain sand dollars
cards-kind_add_people = Add locals or tourists
cards-kind_move_people = Move people
cards-kind_move_here = Move people here (from anywhere)
cards-kind_adjacent_tag = Adjacent to a tag
cards-kind_adjacent_two_or_more = Adjacent to 2+ of a tag
cards-kind_adjacent_one_or_more = Adjacent: 1 of a tag / 2+ of it
cards-kind_adjacent_all_of = Adjacent to all of several tags
cards-kind_adjacent_symbol = Adjacent to a symbol (sand dollar, people, ring)
cards-kind_not_adjacent_symbol = NOT adjacent to a symbol
cards-kind_chain = Chain: fixed points
cards-kind_chain_per_tag = Chain: points per tag
cards-kind_tags_in_city = Tags anywhere in the city
cards-kind_unspent_sand_dollars = Unspent sand dollars
cards-kind_ring = Ring with pictured people
cards-kind_any_number_ring = Any number of people (1 or more)
cards-field_amount = Sand dollars
cards-field_count = How many
cards-field_person = Who
cards-field_move_count = Up to how many people
cards-field_distance = Up to how many spaces each
cards-field_tag = Tag
cards-field_points = Points
cards-field_points_each = Points each time
cards-field_one_points = Points for exactly 1
cards-field_more_points = Points for 2 or more
cards-field_tags = Tags (all needed)
cards-field_symbol = Symbol
cards-field_minimum = Minimum tags in the chain
cards-field_points_per_tag = Points per tag
cards-field_per_tags = For every ... tags
cards-field_per_sand_dollars = For every ... sand dollars
cards-word_name = Name
cards-word_row = Row
cards-word_tags = Tags
cards-word_placement = Placement actions
cards-word_scoring = Scoring abilities
cards-word_notes = Notes
cards-word_vips = VIPs
cards-word_wants = What the VIPs want
cards-word_points_per_match = Points per match
cards-word_sand_dollars = Setup sand dollars
cards-word_locals = Setup locals
cards-word_tourists = Setup tourists
cards-word_symbols = Symbols
cards-word_rings = Rings
cards-word_value = value
cards-error_at_least = { $field } must be at least { $limit }
cards-error_at_most = { $field } must be at most { $limit }
cards-error_required = { $field } is required
cards-error_too_long_text = { $field } must be at most { $limit } characters
cards-error_too_few = { $field } must have at least { $limit }
cards-error_too_many = { $field } must have at most { $limit }
cards-error_pattern = { $field } may only use lowercase letters, digits, '-' and '_'
cards-error_other = { $field } { $problem }
cards-error_where = { $where }: { $problem }
cards-error_row = { $row } ({ $kind })
cards-refuse_kind = { $where }: choose what it does.
cards-refuse_row = Row: choose beach or street (the colour of the card's back).
cards-refuse_row_keypad = Row: tap Beach or Street (the colour of the card's back).
cards-refuse_tags = Tags: a card has at most { $limit } tags; { $count } are picked.
cards-refuse_limit_placement = Placement actions: at most { $limit }; remove some.
cards-refuse_limit_abilities = Scoring abilities: at most { $limit }; remove some.
cards-refuse_limit_rings = Rings: at most { $limit }; remove some.
cards-refuse_end_of_beach = End of beach: this icon is only on beach cards; set the row to beach or untick it.
cards-refuse_scoring_limit = Scoring abilities and rings: at most { $limit } in all; remove some.
cards-refuse_vips = VIPs: choose 1 or 2 (the VIPs pictured on the tile).
cards-refuse_wants = What the VIPs want: pick at least one tag or symbol from the tile's footprint icon.
cards-refuse_half_tags = Tags: at most { $limit } on one half; { $count } are picked.
cards-refuse_half = { $half }, { $problem }

photo-file_too_big = the picture is { $megabytes } MB: take a photo or choose one under 20 MB
photo-too_large_reduced = the picture stays too large even reduced: take a plainer photo of the card
photo-not_a_picture = the photo is not a picture: take the photo with the camera button, or choose a JPEG, PNG or WebP file
photo-far_too_many_pixels = the picture has far too many pixels to be shrunk here: take the photo with the camera button, or choose a JPEG, PNG or WebP file
photo-damaged = the picture is damaged or incomplete: take the photo with the camera button, or choose a JPEG, PNG or WebP file
photo-gif = a GIF is not kept as a card photo: take the photo with the camera button, or save the picture as JPEG or PNG
photo-format = pictures in { $format } format are not kept: take the photo with the camera button, or choose a JPEG, PNG or WebP file
photo-too_many_pixels_jpeg = the picture is { $width } x { $height } pixels, too many to shrink here: take the photo with the camera button, or choose a smaller picture
photo-too_many_pixels = the picture is { $width } x { $height } pixels, too many to shrink here: take the photo with the camera button, or export it as JPEG
photo-svg = an SVG drawing is not kept as a card photo: take the photo with the camera button, or export the picture as JPEG or PNG
photo-heic = HEIC photos cannot be read here: take the photo with the camera button, or export it as JPEG
photo-unknown = this file is not a picture that can be read: take the photo with the camera button, or choose a JPEG, PNG or WebP file
photo-not_kept = No photo kept: { $why }.
photo-not_saved = Photo not saved: { $error }
photo-saved = New photo saved for { $name }.
photo-removed = Removed the photo of { $name }.
photo-unreadable = photo unreadable
photo-unreadable_note = The photo of { $names } cannot be read, so it shows "{ $unreadable }": open the card and tap Replace photo to take a new one, or Remove photo.
photo-replace = Replace photo
photo-new_photo = New photo of the card
photo-choose_file = Or choose a picture (up to 8 MB)
photo-remove = Remove photo
photo-left_out_would = Card '{ $card }' would be imported without its photo: { $why }. Add a new one with Replace photo under the card.
photo-left_out_was = Card '{ $card }' was imported without its photo: { $why }. Add a new one with Replace photo under the card.

engine-row_beach = beach
engine-row_street = street
engine-row_front = front
engine-row_back = back
engine-square = { $row } row, column { $column }
engine-square_start = the starting tile's { $row } half
engine-display_slot = the { $row } row, column { $column }
engine-person_local = local
engine-person_tourist = tourist
engine-person_vip = vip
engine-person_any = person
engine-people_local = locals
engine-people_tourist = tourists
engine-people_vip = vips
engine-people_any = anys
engine-count_person =
    { $count ->
        [one] { $count } person
       *[other] { $count } people
    }
engine-count_local =
    { $count ->
        [one] { $count } local
       *[other] { $count } locals
    }
engine-count_tourist =
    { $count ->
        [one] { $count } tourist
       *[other] { $count } tourists
    }
engine-count_vip =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
engine-count_space =
    { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }
engine-robot = Robot
engine-and = { $first } and { $second }
engine-prompt_over = The game is over.
engine-prompt_tile_solo = { $who }: which starting tile did you draw at random?
engine-prompt_tile = { $who }: choose a starting tile.
engine-prompt_food_truck = { $who }: place the food truck under a display column (the foodie goes 2 columns to its right).
engine-prompt_reveal = Reveal the top card of the deck into the { $row } row, column { $column }: which card is it?
engine-prompt_robot = Robot's turn: roll the die (or enter the value rolled).
engine-prompt_turn = { $who }: take a front-row card or use a sand dollar action.
engine-prompt_place_two = { $who }: place { $cards } in your city, one at a time: each card's placement actions are taken before the next is placed (ruling 22).
engine-prompt_place = { $who }: place { $cards } in your city.
engine-prompt_final = { $who }: final movement (locals up to 3 spaces, tourists and VIPs 1); Done when finished.
engine-prompt_move = { $who }: you may move up to { $people }, up to { $spaces } each ({ $reason }); Done to stop.
engine-prompt_move_here = { $who }: you may move up to { $people } from anywhere onto { $square }.
engine-prompt_happy_day = { $who }: happy day! Choose 1 sand dollar + 1 move, 2 sand dollars, or 2 one-space moves.
engine-prompt_swap =
    { $count ->
        [one] { $who }: you may swap 2 feature cards of the same row ({ $count } swap left).
       *[other] { $who }: you may swap 2 feature cards of the same row ({ $count } swaps left).
    }
engine-prompt_return = { $who }: you may return up to { $people } from your city to the supply.
engine-prompt_choose = { $who }: choose an action.
engine-over = the game is over: there is nothing left to do but score it
engine-column_range = choose a display column from 0 to 3
engine-die_range = a die shows 1 to 6
engine-can_take = a card can still be taken: passing is only allowed when no card can be taken
engine-happy_option = choose dollar_and_move, two_dollars or two_moves
engine-no_person_to_return = there is no { $person } on { $square } to return
engine-nothing_to_finish = there is no optional step to finish now: { $prompt }
engine-unknown_action = unknown action { $action }: use one of the actions in scorer.engine.actions
engine-wrong_choice = that is not the choice being asked: { $prompt }
engine-tile_not_in_game = '{ $tile }' is not one of this game's starting tiles: choose one of { $tiles }
engine-tile_taken = '{ $tile }' is already taken: choose another starting tile
engine-card_not_in_deck = '{ $card }' is not in this game's deck: add it to the deck (setup) or check the card
engine-card_revealed = '{ $card }' was already revealed in this game: check which card was turned over
engine-column_blank = front-row column { $column } is blank: take a card that is showing
engine-no_place = { $card } has no legal place in your city: take another card
engine-slot_twice = the same display slot is listed twice
engine-slot_blank = { $slot } is blank: choose a slot with a card
engine-takes_front = this action takes 1 card from the front row
engine-takes_back = this action takes 1 card from the back row
engine-takes_two_front = this action takes 2 cards from the front row
engine-takes_front_and_behind = this action takes 1 front-row card and the back-row card behind it
engine-takes_anywhere = this action takes 1 card from anywhere in the display
engine-no_tag = { $card } has none of the tags this action needs ({ $tags })
engine-not_sand_dollar_action = '{ $action }' is not one of this game's two sand dollar actions
engine-cannot_afford = { $action } costs { $cost } and you have { $have }
engine-cannot_place_all = the cards taken could not all be placed in your city: choose other cards
engine-not_in_hand = '{ $card }' is not a card you took this turn: place one of { $hand }
engine-wrong_row_beach = { $card } is a beach card: place it in the beach row
engine-wrong_row_street = { $card } is a street card: place it in the street row
engine-bad_square = { $card } cannot go to { $square }: it must touch a side of your city, on an empty square, and never left of the end-of-beach card (ruling 14)
engine-no_room_for_other = placing it there would leave no place for your other card: choose another square
engine-move_only_for = this move is for { $people } only ({ $reason })
engine-cannot_move_now = no { $person } on { $square } can move now (nobody there, or they already moved in this action)
engine-move_here_path = people move onto the new card at { $square }: the path is just that square
engine-already_here = that person is already on this card
engine-no_person_there = there is no { $person } on { $square }
engine-path_empty = a move needs at least one square to go to
engine-path_too_long = this move goes { $length } spaces but only { $distance } are allowed
engine-path_no_card = { $square } holds no card: people only move onto placed cards
engine-path_not_adjacent = { $square } does not share a side with { $here }: move up, down, left or right
engine-swap_same = choose two different cards to swap
engine-swap_no_card = there is no feature card at { $row } row, column { $column } (the starting tile never swaps)
engine-swap_end_of_beach = the end-of-beach card can never be swapped (ruling 14)
engine-swap_rows = a beach card and a street card cannot swap: each must stay in its own row
engine-log_took = { $name } takes { $card } (front row, column { $column }).
engine-log_placed = { $name } places { $card } at { $square }.
engine-log_moved = { $name } moves a { $person } from { $source } to { $target }.
engine-log_moved_via = { $name } moves a { $person } from { $source } to { $target } via { $path }.
engine-log_paid = { $name } pays { $cost } for { $action } and takes { $cards } (no food truck or foodie reward, ruling 19).
engine-log_gained = { $name } gains { $amount } ({ $reason }).
engine-log_dealt = { $card } is dealt to the { $row } row, column { $column }.
engine-log_added_local =
    { $count ->
        [one] { $name } adds { $count } local on { $square }.
       *[other] { $name } adds { $count } locals on { $square }.
    }
engine-log_added_tourist =
    { $count ->
        [one] { $name } adds { $count } tourist on { $square }.
       *[other] { $name } adds { $count } tourists on { $square }.
    }
engine-log_added_vip =
    { $count ->
        [one] { $name } adds { $count } VIP on { $square }.
       *[other] { $name } adds { $count } VIPs on { $square }.
    }
engine-log_no_move = No one can move ({ $reason }).
engine-log_no_move_here = No one elsewhere in the city to move here.
engine-log_random_tile = { $name } draws a random starting tile (solo rules).
engine-log_no_swap = No two cards of one row can swap.
engine-log_no_return = No one in the city to return.
engine-log_no_final = { $name } has no one who can move in the final movement.
engine-log_over = The game is over: score the cities.
engine-log_tile = { $name } takes the starting tile { $tile }.
engine-log_setup_bonus = { $name } gains { $amount } (setup bonus).
engine-log_slid = Back-row cards slide down into the empty front slots.
engine-log_ends_deck = The game ends: the deck ran out. Final movement.
engine-log_ends_cards =
    { $count ->
        [one] The game ends: { $name } has { $count } cards. Final movement.
       *[other] The game ends: { $name } has { $count } cards. Final movement.
    }
engine-log_triggered_cards =
    { $count ->
        [one] The end is triggered: { $name } has { $count } feature cards. The round is finished.
       *[other] The end is triggered: { $name } has { $count } feature cards. The round is finished.
    }
engine-log_triggered_no_card = The end is triggered: no card can be taken. The round is finished.
engine-log_last_round = The last round is over. Final movement, in turn order.
engine-log_new_game = New game: { $players }.
engine-log_new_game_solo = New game: { $players } against the Robot.
engine-log_food_truck = The food truck starts under column { $column }, the foodie under column { $foodie }.
engine-log_passes = { $name } cannot take any card and passes.
engine-log_happy_day = Happy day! { $name } chooses { $option }.
engine-option_dollar_and_move = dollar and move
engine-option_two_dollars = two dollars
engine-option_two_moves = two moves
engine-log_done = { $name } is done with this step.
engine-log_deck_empty = The deck is empty: blank display slots stay blank.
engine-log_revealed = { $card } is revealed into the { $row } row, column { $column }.
engine-log_footprint = The VIP leaves a footprint on { $card }.
engine-log_no_footprints = No footprint tokens are left in the supply.
engine-log_returned = { $name } returns a { $person } from { $square } to the supply.
engine-log_swapped = { $name } swaps { $first } and { $second } (people and footprints go with their cards).

assistant-reward_food_truck = + 1 sand dollar (food truck)
assistant-reward_foodie = + move 1 person 1 space (foodie)
assistant-reward_happy_day = + happy day (food truck and foodie)
assistant-take_column = Take column { $column }
assistant-take_column_reward = Take column { $column } { $reward }
assistant-nothing_to_take = nothing to take
assistant-no_effects = no effects
assistant-which_revealed =
    { $count ->
        [one] Which card was revealed? ({ $count } not seen yet)
       *[other] Which card was revealed? ({ $count } not seen yet)
    }
assistant-die_at_table = Or enter the die rolled at the table:
assistant-swap_which = Swap which two cards?
assistant-choose = Choose
assistant-costs_have = { $action } (costs { $cost }; you have { $have })
assistant-face_foodie = the foodie's card (column { $column })
assistant-face_food_truck = the food truck's card (column { $column })
assistant-face_column = column { $column }
assistant-die_face = { $value } · { $which }: takes { $card }
assistant-deck_label_generated = virtual deck: generated SAMPLE cards
assistant-deck_label_mine = virtual deck: my catalogue
assistant-deck_label_physical = physical deck
assistant-setup_tiles_drawn =
    { $count ->
        [one] choose the { $count } starting tile drawn for the table
       *[other] choose the { $count } starting tiles drawn for the table
    }
assistant-setup_few_tiles =
    { $count ->
        [one] the catalogue has { $count } starting tile and { $players } players need { $players }: add tiles on the Catalogue page
       *[other] the catalogue has { $count } starting tiles and { $players } players need { $players }: add tiles on the Catalogue page
    }
assistant-setup_names = give every player a different, non-empty name
assistant-setup_objective_and_actions = choose the objective tile and the 2 sand dollar action tiles lying on the table
assistant-setup_objective = choose the objective tile lying on the table
assistant-setup_actions = choose the 2 sand dollar action tiles lying on the table
assistant-setup_two_actions = choose exactly 2 sand dollar actions, or none to draw them at random
assistant-objective_blue = Blue
assistant-objective_green = Green
assistant-objective_orange = Orange
assistant-robot_move = Robot's move:
assistant-pick_actions = None: 2 drawn at random
assistant-pick_tiles = Pick the tiles dealt
assistant-catalogue_unreadable = The card catalogue could not be read: { $error }. Fix it on the Catalogue page; the generated sample deck still works.
assistant-new_game = New game
assistant-players = Players
assistant-solo = Solo
assistant-player_n = Player { $number }
assistant-player_solo = Player { $number } (you, against the Robot)
assistant-deck_generated = Virtual deck: generated SAMPLE cards (invented, labelled as samples)
assistant-deck_mine =
    { $count ->
        [one] Virtual deck: my catalogue ({ $count } card)
       *[other] Virtual deck: my catalogue ({ $count } cards)
    }
assistant-deck_physical = Physical deck: we draw real cards and I say which card was revealed
assistant-deck = Deck
assistant-too_few_printed =
    { $count ->
        [one] Your catalogue has { $count } printed card; a virtual game with them needs { $needed }. Enter more on the Catalogue page, or play with the samples.
       *[other] Your catalogue has { $count } printed cards; a virtual game with them needs { $needed }. Enter more on the Catalogue page, or play with the samples.
    }
assistant-physical_picked =
    { $count ->
        [one] The cards revealed are picked from your catalogue ({ $count } card, samples included); a card missing from it can be entered when it is revealed.
       *[other] The cards revealed are picked from your catalogue ({ $count } cards, samples included); a card missing from it can be entered when it is revealed.
    }
assistant-hard_mode = Hard mode (solo)
assistant-advanced = Advanced
assistant-seed = Shuffle seed (empty: random). The same seed and choices deal the same game.
assistant-start = Start the game
assistant-cannot_start = The game cannot start: { $error }
assistant-not_saved = The game could not be saved ({ $error }); try again in a moment.
assistant-draw_random = Draw at random
assistant-objective_tile = Objective tile
assistant-actions_random = Sand dollar actions (leave empty to draw 2 at random)
assistant-objective_on_table = Objective tile on the table
assistant-pick_tile_on_table = Pick the tile on the table
assistant-actions_on_table = The 2 sand dollar action tiles on the table
assistant-pick_both = Pick both tiles
assistant-only_sample_tiles =
    { $count ->
        [one] Your catalogue holds only { $count } sample starting tile (invented, not the box's). To play with the tiles on your table, enter them first on the Catalogue page (Add a tile): they are offered here.
       *[other] Your catalogue holds only the { $count } sample starting tiles (invented, not the box's). To play with the tiles on your table, enter them first on the Catalogue page (Add a tile): they are offered here.
    }
assistant-tiles_dealt =
    { $count ->
        [one] The { $count } starting tile dealt at the table
       *[other] The { $count } starting tiles dealt at the table
    }
assistant-open_saved = Open a saved game (JSON)
assistant-saved_file = Saved game file
assistant-open_it = Open it
assistant-not_opened = The file was not opened: { $error }
assistant-games_unreadable = The saved games cannot be read right now ({ $error }).
assistant-resume = Resume a game
assistant-vs_robot = { $names } vs the Robot
assistant-count_actions =
    { $count ->
        [one] { $count } action
       *[other] { $count } actions
    }
assistant-finished_games = Finished games
assistant-finished_link = { $players } · { $day } · scorepad
assistant-title = Assistant
assistant-intro = The rules engine keeps track of a game: whose turn it is, the legal choices, the cities, the scores. Saved after every action.
assistant-no_replay = This game no longer replays with the current rules: { $error }
assistant-keep_legal =
    { $count ->
        [one] Keep the first { $count } of { $total } actions and play on
       *[other] Keep the first { $count } of { $total } actions and play on
    }
assistant-back_to_new = Back to new game
assistant-cannot_open = This game cannot be opened: { $error }
assistant-no_scores = Scores are not available right now: { $error }
assistant-not_in_history = This game is over but not in History yet.
assistant-save_to_history = Save it to History
assistant-winner =
    { $count ->
        [one]
            🏆 { $names } wins with { $points ->
                [one] { $points } point
               *[other] { $points } points
            }
       *[other]
            🏆 { $names } share the win with { $points ->
                [one] { $points } point
               *[other] { $points } points
            }
    }
assistant-open_scorepad = Open the full scorepad (saved in History)
assistant-history_before_undo = History holds this game as it ended before the undo; that copy is replaced when the game ends again.
assistant-choices_failed = The choices cannot be shown ({ $error }). Undo the last action below, or reload the page.
assistant-cities_and_scores = Cities and scores
assistant-final_cities = Final cities
assistant-col_player = Player
assistant-col_points = Points
assistant-col_cards = Cards
assistant-col_sand_dollars = Sand dollars
assistant-robot = Robot
assistant-provisional = Provisional: the cities scored as they stand now, before the final movement.
assistant-scores_later = Scores appear once every player has a starting tile.
assistant-city_of = City of
assistant-show_picture = Show the city picture (with each card's points)
assistant-no_picture = The picture cannot be drawn: { $error }
assistant-robot_piles = Robot: beach pile { $beach }, street pile { $street }, { $sand_dollars }, { $footprints }.
assistant-no_cities = The cities cannot be drawn right now: { $error }
assistant-game_log = Game log
assistant-whole_log =
    { $count ->
        [one] Whole log ({ $count } action)
       *[other] Whole log ({ $count } actions)
    }
assistant-look_back = Look back at an earlier moment (nothing is undone)
assistant-after_action = After action
assistant-setup = setup
assistant-after_setup = After the setup
assistant-after_number = After action { $number }
assistant-game_over = the game is over
assistant-no_moment = That moment cannot be shown: { $error }
assistant-undo_several = Undo several actions
assistant-how_many_undo = How many actions to take back
assistant-back_to_setup = Back to just after: the setup
assistant-back_to_action = Back to just after: action { $number }: { $lines }
assistant-undo_n =
    { $count ->
        [one] Undo { $count } action
       *[other] Undo { $count } actions
    }
assistant-export = Export
assistant-dl_actions = Action log (JSON)
assistant-dl_saved_help = The setup and the action log: replayed, it gives the same result.
assistant-dl_saved = Saved game (JSON)
assistant-dl_scorepad = Scorepad CSV
assistant-dl_game = Game JSON
assistant-no_exports = The exports cannot be prepared right now: { $error }
assistant-follow = Other phones at the table can follow this game: open the Assistant there and resume it, or share this page's link. Every phone shows each action within a few seconds, without a tap.
assistant-close = Close this game (it stays saved)
assistant-home_next = Home: start or resume a table
assistant-count_footprints =
    { $count ->
        [one] { $count } footprint
       *[other] { $count } footprints
    }
assistant-type_to_search = Type to search
assistant-confirm = Confirm
assistant-robot_rolls = Roll the Robot's die by itself after my turn
assistant-robot_rolls_help = Its move is shown at the top of your next turn: take its card out of the display.
assistant-undo_last = Undo last action
assistant-redo = Redo
assistant-robot_turn = The Robot's turn: let the app roll for it, or tap the face of the die rolled at the table.
assistant-search_label = Or search by its label
assistant-type_label = Type part of the card's label
assistant-confirm_revealed = Confirm the revealed card
assistant-deck_empty_q = No card to reveal? (the deck is empty)
assistant-deck_empty_help = Only when the table's deck has run out: the slot stays blank and the game heads for its end.
assistant-deck_empty_yes = Yes, the deck is empty
assistant-not_in_list = Not in the list? Enter it
assistant-enter_help = Tap the icons printed on the card: Save puts it in your catalogue and reveals it here.
assistant-full_form = Full form (rare numbers, notes)
assistant-nobody_moves = Moving nobody already scores the most: proven, no movement scores more.
assistant-where_to = Where to?
assistant-cancel = Cancel
assistant-best_final = Suggest the best final movement
assistant-best_final_help = Searches every way to move your people for the highest score (it can take a few seconds). A hint only: you still make each move yourself.
assistant-find_it = Find it
assistant-no_suggestion = No suggestion this time: { $error }
assistant-not_proven = No better movement was found, but the search stopped before it could prove there is none.
assistant-plan_proven =
    { $count ->
        [one] +{ $count } point: { $moves }.
       *[other] +{ $count } points: { $moves }.
    }
assistant-plan_found =
    { $count ->
        [one] +{ $count } point (best found, not proven optimal): { $moves }.
       *[other] +{ $count } points (best found, not proven optimal): { $moves }.
    }
assistant-which_first = Which card do you place first?
assistant-place_at = { $letter }: place { $card } at { $square }
assistant-move_who = Move: { $who }
assistant-tiles_do = What the starting tiles do
assistant-show_hints = Show placement hints
assistant-no_hints = No hints this time: { $error }
assistant-hints = Placement hints
assistant-hints_help = The best legal slot for each card you can take now and the change in your provisional score. Optional moves, swaps and returns are not searched; "Do it" takes and places, the rest stays your choice.
assistant-no_card_now = No card can be taken now.
assistant-not_hinted = Not hinted: { $reason }.
assistant-hide_hints = Hide the hints
assistant-cards_do = What these cards do (printed text)
assistant-not_possible = Not possible now.
assistant-store_unreadable = The game store cannot be read right now ({ $error }); reload the page in a moment.
assistant-history_failed_reload = The finished game could not be saved to History ({ $error }). Reload the page to try again.
assistant-history_failed = The finished game could not be saved to History ({ $error }). Try again.
assistant-move_refused = That move is not allowed: { $reason }.
assistant-hint_refused = That hint cannot be played now: { $reason }. Nothing was saved.
assistant-store_busy = { $what }: the game store is busy or unavailable ({ $error }). Try again.
assistant-action_not_saved = That action was not saved
assistant-undo_not_saved = The undo was not saved
assistant-nothing_changed = Nothing was changed
assistant-moved_on = the game moved on on another phone (or a double tap): nothing was saved; the page now shows the game as it stands
assistant-undid =
    { $count ->
        [one] Undid { $count } action.
       *[other] Undid { $count } actions.
    }
assistant-kept_first =
    { $count ->
        [one] Kept the first { $count } action: the game goes on from there.
       *[other] Kept the first { $count } actions: the game goes on from there.
    }
assistant-card_not_saved = The card was not saved in your catalogue: { $error }
assistant-card_not_in_game = The card is in your catalogue but not in this game: { $error }
assistant-card_store_busy = The card is in your catalogue but the game store is busy ({ $error }): save again.
assistant-reveal_not_recorded = { $name } is in your catalogue and this game's deck, but the reveal was not recorded (see the message at the top): pick it from the list.
assistant-card_saved_revealed = { $name } saved in your catalogue and revealed.

engine-robot_rolls = The Robot rolls a { $value }.
engine-robot_die_shows = The Robot's die shows { $value }.
engine-robot_blank = Front-row column { $column } is blank: the Robot takes nothing.
engine-robot_takes_beach = The Robot takes { $card } onto its beach pile.
engine-robot_takes_street = The Robot takes { $card } onto its street pile.
engine-robot_footprint = The Robot takes a footprint token (foodie).
engine-robot_no_footprint = No footprint token left in the supply for the Robot.
engine-robot_sand_dollar = The Robot takes a sand dollar (food truck).
engine-reason_food_truck = food truck
engine-reason_foodie = foodie
engine-reason_happy_day = happy day
engine-reason_final = final movement
engine-log_supply_short = The supply had only { $given } { $person }(s) left of the { $count } due.
engine-illegal_at = action { $number } ({ $kind }) is illegal: { $reason }
engine-describe_tile = Take the starting tile { $tile }
engine-describe_food_truck = Food truck under column { $column } (foodie under column { $foodie })
engine-describe_deck_empty = The deck is empty
engine-describe_revealed = The card revealed is { $card }
engine-describe_roll = Roll the die
engine-describe_die = The die shows { $value }
engine-describe_take = Take { $card }, front column { $column }
engine-describe_take_reward = Take { $card }, front column { $column }: { $reward }
engine-describe_reward_food_truck = +1 sand dollar (food truck)
engine-describe_reward_foodie = move 1 person 1 space (foodie)
engine-describe_reward_happy_day = happy day (foodie and food truck)
engine-describe_blank = a blank slot
engine-describe_pay = Pay { $cost } ({ $action }): take { $cards }
engine-describe_pass = Pass: no card can be taken
engine-describe_place = Place { $card } at { $square }
engine-describe_move = Move a { $person } from { $source } to { $target }
engine-describe_move_via = { $move } via { $path }
engine-describe_move_footprint = { $move } (footprint on { $cards })
engine-describe_happy_day = Happy day: { $option }
engine-describe_happy_dollar_and_move = 1 sand dollar and move 1 person 1 space
engine-describe_happy_two_dollars = 2 sand dollars
engine-describe_happy_two_moves = 2 one-space moves (2 people, or 1 person twice)
engine-describe_swap = Swap { $first } ({ $first_square }) and { $second } ({ $second_square })
engine-describe_return = Return a { $person } from { $square } to the supply
engine-describe_done = Done: skip the rest of this step

advice-square = { $row } { $column }
advice-move = { $people } from { $origin } to { $target }
advice-move_via = { $move } (via { $path })
advice-move_footprint = { $move }, dropping a footprint on { $squares }
advice-plan_already_best = Your final movement was already the best possible: no other movement scores more.
advice-plan_none_found = No better final movement was found, but the search stopped before proving it.
advice-plan_gain =
    { $count ->
        [one] You could have scored { $count } more by moving: { $steps }.
       *[other] You could have scored { $count } more by moving: { $steps }.
    }
advice-plan_gain_unproven =
    { $count ->
        [one] You could have scored { $count } more by moving: { $steps } (best found; not proven optimal).
       *[other] You could have scored { $count } more by moving: { $steps } (best found; not proven optimal).
    }
advice-source_column = front row column { $column }
advice-source_action = { $action } ({ $cost })
advice-slot = { $row } { $column }
advice-card_at = { $card } at { $square }
advice-hint_reason = { $where }: { $delta } ({ $changes })
advice-hint_note = { $reason }; { $note }
advice-no_line_changes = no scorepad line changes
advice-and_more = and { $count } more
advice-item_card = { $card } { $ability } { $change }
advice-item_objective = { $objective } { $line } { $was } -> { $now }
advice-line-wave = wave
advice-line-misc = misc
advice-line-people = people
advice-ability-adjacent_tag = adjacent tag
advice-ability-adjacent_symbol = adjacent symbol
advice-ability-not_adjacent_symbol = not adjacent symbol
advice-ability-adjacent_two_or_more = adjacent two or more
advice-ability-adjacent_all_of = adjacent all of
advice-ability-adjacent_one_or_more = adjacent one or more
advice-ability-chain = chain
advice-ability-chain_per_tag = chain per tag
advice-ability-unspent_sand_dollars = unspent sand dollars
advice-ability-tags_in_city = tags in city
advice-ability-ring = ring
advice-ability-any_number_ring = any number ring
advice-ability-end_of_beach = end of beach
advice-ability-footprint = footprint
advice-note_sand_dollars = sand dollars { $before } -> { $after }
advice-note_food_truck = +1 sand dollar from the food truck
advice-note_foodie = plus a free move (foodie, not searched)
advice-note_happy_day = happy day counted as 2 sand dollars (or 1 sand dollar and a free move, or two free moves: not searched)
advice-note_card_moves = optional moves of { $cards } not searched
advice-note_action_steps = the action's optional { $steps } not searched
advice-extra_moves = moves
advice-extra_swaps = swaps
advice-extra_returns = returns

assistant-person_local = local
assistant-person_tourist = tourist
assistant-person_vip = VIP
assistant-title_local = Local
assistant-title_tourist = Tourist
assistant-title_vip = VIP
assistant-letter_local = L
assistant-letter_tourist = T
assistant-letter_vip = V
assistant-letter_footprint = FP
assistant-grid_legend = { $local } locals, { $tourist } tourists, { $vip } VIPs, { $footprint } footprint; lettered dashed squares: where the card may go. Columns count from the starting tile (start).
assistant-move_legend = Outlined, marked GO: where people can move now. Tap a Move button to see one person's moves.
assistant-go = GO
assistant-go_letter = GO { $letter }
assistant-from = FROM
assistant-happy_dollar_and_move = 1 sand dollar + move 1 person 1 space
assistant-happy_two_dollars = 2 sand dollars
assistant-happy_two_moves = move 1 or 2 people 1 space (the same one twice allowed)
assistant-blank = blank
assistant-not_in_catalogue = { $id } (not in the catalogue)
assistant-no_tile_yet = no tile yet
assistant-row_beach = beach
assistant-row_street = street
assistant-square = { $row } { $column }
assistant-square_start = start ({ $row } half)
assistant-square_card = { $square } ({ $card })
assistant-take_tile = Take { $tile }
assistant-food_truck_under = Food truck under column { $column } (foodie under { $foodie })
assistant-deck_is_empty = The deck is empty
assistant-it_is = It is { $card }
assistant-roll_for_robot = Roll the die for the Robot
assistant-pay = { $action }, pay { $cost }
assistant-slot_short = { $card } ({ $row } { $column })
assistant-row_front = front
assistant-row_back = back
assistant-pass = Pass (no card can be taken)
assistant-place = Place { $card } at { $square }
assistant-swap = Swap { $first } and { $second }
assistant-return = Return a { $person } from { $square }
assistant-done_final = Done: end the final movement
assistant-done_moves = Done: no more moves
assistant-done_here = Done: nobody else moves here
assistant-done_swaps = Done: no more swaps
assistant-done_returns = Done: return nobody else
assistant-done = Done
assistant-move_to = To { $square }
assistant-via = { $move } via { $path }
assistant-footprint_on = { $move }, footprint on { $cards }
assistant-move_here = Move a { $person } from { $square } here
assistant-mover = { $person } on { $square } ({ $count } there)
assistant-hint_title =
    { $count ->
        [one] { $sign }{ $count } point (total { $total }) · { $source }
       *[other] { $sign }{ $count } points (total { $total }) · { $source }
    }
assistant-card_to = { $card } to { $square }
assistant-then = { $first }, then { $second }
assistant-do_it = Do it: { $what }
assistant-card_at = { $card } at { $square }
assistant-hint_rest = Do it places { $card } and stops at its optional step; then place { $rest } yourself.
assistant-costs_you_have = { $action } costs { $cost }, you have { $have }
assistant-food_truck_token = FOOD TRUCK
assistant-foodie_token = FOODIE
assistant-card_place = { $row } row, column { $column }
assistant-display_empty = The display is empty.
assistant-supply = Supply: { $locals }, { $tourists }, { $vips }, { $footprints }
assistant-count_locals =
    { $count ->
        [one] { $count } local
       *[other] { $count } locals
    }
assistant-count_tourists =
    { $count ->
        [one] { $count } tourist
       *[other] { $count } tourists
    }
assistant-count_vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
assistant-start_column = start
assistant-half = { $half } half: { $people }
assistant-deck_of = { $source } deck
assistant-source_virtual = virtual
assistant-source_physical = physical
assistant-caption = { $seats } · { $deck } · objective: { $objective } · actions: { $actions }
assistant-over = The game is over.
assistant-setup_chooses = Setup · { $name } chooses
assistant-left_in_deck =
    { $count ->
        [one] { $count } card left in the deck
       *[other] { $count } cards left in the deck
    }
assistant-not_seen =
    { $count ->
        [one] { $count } card not seen yet
       *[other] { $count } cards not seen yet
    }
assistant-status = Round { $round } · { $name }'s turn · { $deck }
assistant-last_round = { $status } · the end is triggered: last round
assistant-no_change = (no visible change)
assistant-log_setup = Setup

tag-local = Local Spot
tag-tourist = Tourist Spot
tag-business = Business
tag-sports = Sports
tag-nature = Nature
tag-wave = Waves
tag-short_local = Local
tag-short_tourist = Tourist
tag-short_business = Business
tag-short_sports = Sports
tag-short_nature = Nature
tag-short_wave = Waves

card-symbol_sand_dollar = a card that gives sand dollars
card-symbol_people = a card that gives people
card-symbol_ring = a card with an activity ring
card-symbol_short_sand_dollar = sand dollar
card-symbol_short_people = people
card-symbol_short_ring = ring
card-shown_sand_dollar = a sand dollar icon
card-shown_people = a people icon
card-shown_ring = an activity ring
card-person_local =
    { $count ->
        [one] { $count } local
       *[other] { $count } locals
    }
card-person_tourist =
    { $count ->
        [one] { $count } tourist
       *[other] { $count } tourists
    }
card-person_vip =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
card-person_any_short =
    { $count ->
        [one] { $count } any
       *[other] { $count } any
    }
card-person_any_long =
    { $count ->
        [one] { $count } person of any type
       *[other] { $count } people of any type
    }
card-person_any_report =
    { $count ->
        [one] { $count } person of any type
       *[other] { $count } people of any type
    }
card-n_sand_dollars =
    { $count ->
        [one] { $count } sand dollar
       *[other] { $count } sand dollars
    }
card-n_spaces =
    { $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }
card-n_people =
    { $count ->
        [one] { $count } person
       *[other] { $count } people
    }
card-n_tags_of =
    { $count ->
        [one] { $count } { $tag } tag
       *[other] { $count } { $tag } tags
    }
card-n_points =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
card-n_tags =
    { $count ->
        [one] { $count } tag
       *[other] { $count } tags
    }
card-n_unspent_sand_dollars =
    { $count ->
        [one] { $count } unspent sand dollar
       *[other] { $count } unspent sand dollars
    }
card-n_groups_of =
    { $count ->
        [one] { $count } group of { $per }
       *[other] { $count } groups of { $per }
    }
card-n_matches =
    { $count ->
        [one] { $count } match
       *[other] { $count } matches
    }
card-list_and = { $first } and { $last }
card-list_or = { $first } or { $last }
card-list_and_no = { $first } and no { $last }
card-wanted_tags = { $tag } tags
card-label_beach = Beach
card-label_street = Street
card-label_no_tags = no tags
card-label_wants = wants { $wants }, { $points } per match
card-label_vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
card-sample_mark = (sample)

placement-gain_sand_dollars-short =
    +{ $amount ->
        [one] { $amount } sand dollar
       *[other] { $amount } sand dollars
    }
placement-gain_sand_dollars-long =
    Gain { $amount ->
        [one] { $amount } sand dollar
       *[other] { $amount } sand dollars
    }
placement-add_people-short = add { $people }
placement-add_people-long = Add { $people }
placement-move_people-short =
    move { $people } { $distance ->
        [one] { $distance } space
       *[other] { $distance } spaces
    }
placement-move_people-long =
    Move up to { $people } up to { $distance ->
        [one] { $distance } space
       *[other] { $distance } spaces
    } each
placement-move_here-short = move { $count } here
placement-move_here-long =
    Move up to { $count ->
        [one] { $count } person
       *[other] { $count } people
    } here from anywhere

ability-adjacent_tag-short = next to { $tag } { $points }
ability-adjacent_tag-long = Adjacent to { $tag }: { $points }
ability-adjacent_tag-robot = next to { $tag } counts as met: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_symbol-short = next to { $symbol } { $points }
ability-adjacent_symbol-long = Adjacent to { $symbol }: { $points }
ability-adjacent_symbol-robot = next to { $symbol } counts as met: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-not_adjacent_symbol-short = not next to { $symbol } { $points }
ability-not_adjacent_symbol-long = Not adjacent to { $symbol }: { $points }
ability-not_adjacent_symbol-robot = not next to { $symbol } counts as met: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_two_or_more-short = next to 2+ { $tag } { $points }
ability-adjacent_two_or_more-long = Adjacent to 2+ { $tag }: { $points }
ability-adjacent_two_or_more-robot = 2 or more neighbouring { $tag } tags counts as met: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_all_of-short = next to { $tags } { $points }
ability-adjacent_all_of-long = Adjacent to all of { $tags }: { $points }
ability-adjacent_all_of-robot = neighbours with all of { $tags } counts as met: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-adjacent_one_or_more-short = next to { $tag } { $one_points }/2+ { $more_points }
ability-adjacent_one_or_more-long = Adjacent to { $tag }: 1 -> { $one_points }, 2+ -> { $more_points }
ability-adjacent_one_or_more-robot = 2 or more neighbouring { $tag } tags counts as met: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain-short = chain { $minimum }+ { $tag } { $points }
ability-chain-long = Chain { $minimum }+ { $tag }: { $points }
ability-chain-robot = { $tag } chain of { $minimum } counts as met: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-chain_per_tag-short = chain { $minimum }+ { $tag } { $points_per_tag } each
ability-chain_per_tag-long = Chain { $minimum }+ { $tag }: { $points_per_tag } per tag
ability-chain_per_tag-robot = { $tag } chain counts as met at its minimum: { $minimum } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-unspent_sand_dollars-short =
    { $points } per { $per ->
        [one] sand dollar
       *[other] { $per } sand dollars
    }
ability-unspent_sand_dollars-long =
    Unspent sand dollars: { $points } per { $per ->
        [one] sand dollar
       *[other] { $per }
    }
ability-unspent_sand_dollars-robot = ratio cards score nothing for the Robot: 0
ability-tags_in_city-short = { $points } per { $per } { $tag } in city
ability-tags_in_city-long = { $tag } tags in the city: { $points } per { $per }
ability-tags_in_city-robot =
    { $count ->
        [one] { $count } { $tag } tag
       *[other] { $count } { $tag } tags
    } in its piles, { $each } per { $per }: { $groups } x { $negative ->
        [yes] { $each } { -robot-negative }
       *[no] { $each }
    }
ability-ring-short = ring { $people } { $points }
ability-ring-long = Ring: { $people } -> { $points }
ability-ring-robot = rings score full value: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-ring-report =
    ring of { $people } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
ability-any_number_ring-short = ring any number { $points }
ability-any_number_ring-long = Ring: any number of people (at least 1) -> { $points }
ability-any_number_ring-robot = rings score full value: { $negative ->
        [yes] { $met } { -robot-negative }
       *[no] { $met }
    }
ability-any_number_ring-report =
    any-number ring ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
ability-end_of_beach-short = end of beach
ability-end_of_beach-long = End of beach: stays the leftmost beach card
ability-end_of_beach-robot = end of beach scores nothing: 0
ability-robot_line = Robot: { $card }: { $reason }
-robot-negative = (negative points count as positive)

reason-scores = scores { $points }
reason-loses = loses { $points }
reason-adjacent_tag-met = { $card } is next to { $tag } on { $found }: { $points }
reason-adjacent_tag-met_many = { $card } is next to { $tag } on { $found }: { $points } (scores once, ruling 3)
reason-adjacent_tag-missing = { $card } { $scores } next to a { $tag } tag; none of its neighbours{ $around } has one
reason-adjacent_tag-missing_own = { $card } { $scores } next to a { $tag } tag; none of its neighbours{ $around } has one (its own { $tag } tag does not count, ruling 3)
reason-adjacent_symbol-met = { $card } is next to { $symbol } ({ $found }): { $points }
reason-adjacent_symbol-missing = { $card } { $scores } next to a card that shows { $shown }; none of its neighbours{ $around } shows one
reason-adjacent_symbol-missing_setup = { $card } { $scores } next to a card that shows { $shown }; none of its neighbours{ $around } shows one (the starting tile's setup bonus is not a placement action, ruling 17)
reason-not_adjacent_symbol-met = { $card } is not next to { $symbol }: { $points }
reason-not_adjacent_symbol-met_setup = { $card } is not next to { $symbol } (the starting tile's setup bonus is not a placement action, ruling 17): { $points }
reason-not_adjacent_symbol-broken = { $card } { $scores } only when no neighbour shows { $shown }; { $found } next to it shows one
reason-not_adjacent_symbol-broken_many = { $card } { $scores } only when no neighbour shows { $shown }; { $found } next to it show one
reason-adjacent_two_or_more-met =
    { $card } has { $count ->
        [one] { $count } { $tag } tag
       *[other] { $count } { $tag } tags
    } among its neighbours on { $found } (2 or more): { $points }
reason-adjacent_two_or_more-one = { $card } { $scores } with 2 or more { $tag } tags among its neighbours; they have only 1, on { $found }
reason-adjacent_two_or_more-one_own = { $card } { $scores } with 2 or more { $tag } tags among its neighbours; they have only 1, on { $found } (its own { $tag } tag does not count, ruling 3)
reason-adjacent_two_or_more-none = { $card } { $scores } with 2 or more { $tag } tags among its neighbours; they have none{ $around }
reason-adjacent_two_or_more-none_own = { $card } { $scores } with 2 or more { $tag } tags among its neighbours; they have none{ $around } (its own { $tag } tag does not count, ruling 3)
reason-adjacent_all_of-met = { $card }'s neighbours carry all of { $tags }: { $points }
reason-adjacent_all_of-missing = { $card } { $scores } when its neighbours show all of { $tags }; they{ $around } have no { $missing }
reason-adjacent_one_or_more-more = { $card } has { $count } { $tag } tags among its neighbours ({ $found }), 2 or more: { $points }
reason-adjacent_one_or_more-one = { $card } has exactly 1 { $tag } tag among its neighbours ({ $found }): { $points }
reason-adjacent_one_or_more-none = { $card } scores { $one_points } next to 1 { $tag } tag and { $more_points } next to 2 or more; none of its neighbours{ $around } has one
reason-adjacent_one_or_more-none_own = { $card } scores { $one_points } next to 1 { $tag } tag and { $more_points } next to 2 or more; none of its neighbours{ $around } has one (its own { $tag } tag does not count, ruling 3)
reason-chain-no_tag = { $card } scores { $wanted } in a { $tag } chain of { $minimum } or more tags; it has no { $tag } tag itself, so it is in no { $tag } chain
reason-chain-short =
    { $card } scores { $wanted } in a { $tag } chain of { $minimum } or more tags; its chain has only { $size ->
        [one] { $size } tag
       *[other] { $size } tags
    } (through { $members })
reason-chain-met = { $tag } chain of { $size } through { $members } >= { $minimum }: { $points }
reason-chain_per_tag-no_tag = { $card } scores { $wanted } per tag in a { $tag } chain of { $minimum } or more tags; it has no { $tag } tag itself, so it is in no { $tag } chain
reason-chain_per_tag-short =
    { $card } scores { $wanted } per tag in a { $tag } chain of { $minimum } or more tags; its chain has only { $size ->
        [one] { $size } tag
       *[other] { $size } tags
    } (through { $members })
reason-chain_per_tag-met = { $tag } chain of { $size } through { $members } >= { $minimum }: { $size } x { $each }
reason-unspent_sand_dollars-few =
    { $card } scores { $each } per { $per ->
        [one] unspent sand dollar
       *[other] { $per } unspent sand dollars
    }; { $left ->
        [0] no sand dollar left
        [one] only { $left } sand dollar left
       *[other] only { $left } sand dollars left
    }
reason-unspent_sand_dollars-few_again =
    { $card } scores { $each } per { $per ->
        [one] unspent sand dollar
       *[other] { $per } unspent sand dollars
    }; { $left ->
        [0] no sand dollar left
        [one] only { $left } sand dollar left
       *[other] only { $left } sand dollars left
    } (each ratio card counts the same sand dollars, ruling 9)
reason-unspent_sand_dollars-groups =
    { $card }: { $left ->
        [one] { $left } unspent sand dollar makes
       *[other] { $left } unspent sand dollars make
    } { $groups ->
        [one] { $groups } group of { $per }
       *[other] { $groups } groups of { $per }
    }, { $each ->
        [one] { $each } point
       *[other] { $each } points
    } each
reason-unspent_sand_dollars-groups_again =
    { $card }: { $left ->
        [one] { $left } unspent sand dollar makes
       *[other] { $left } unspent sand dollars make
    } { $groups ->
        [one] { $groups } group of { $per }
       *[other] { $groups } groups of { $per }
    }, { $each ->
        [one] { $each } point
       *[other] { $each } points
    } each (each ratio card counts the same sand dollars, ruling 9)
reason-tags_in_city-few =
    { $card } scores { $each } per { $per ->
        [one] { $tag } tag
       *[other] { $per } { $tag } tags
    } in the city; the city has only { $total }
reason-tags_in_city-few_tile =
    { $card } scores { $each } per { $per ->
        [one] { $tag } tag
       *[other] { $per } { $tag } tags
    } in the city; the city has only { $total } ({ $tile } on the starting tile)
reason-tags_in_city-groups =
    { $card }: { $total ->
        [one] { $total } { $tag } tag in the city makes
       *[other] { $total } { $tag } tags in the city make
    } { $groups ->
        [one] { $groups } group of { $per }
       *[other] { $groups } groups of { $per }
    }, { $each ->
        [one] { $each } point
       *[other] { $each } points
    } each
reason-tags_in_city-groups_tile =
    { $card }: { $total ->
        [one] { $total } { $tag } tag
       *[other] { $total } { $tag } tags
    } in the city ({ $tile } on the starting tile) make { $groups ->
        [one] { $groups } group of { $per }
       *[other] { $groups } groups of { $per }
    }, { $each ->
        [one] { $each } point
       *[other] { $each } points
    } each
reason-end_of_beach-rule = { $card }: end of beach is a placement rule (leftmost beach card, never swapped), it scores nothing
reason-footprint-matches =
    Footprint on { $card }: { $count ->
        [one] { $count } match
       *[other] { $count } matches
    } ({ $matches }), { $each ->
        [one] { $each } point
       *[other] { $each } points
    } each
reason-footprint-none = Footprint on { $card }: the starting tile wants { $wants }; { $card } has none

why-own_card = it

reason-own-adjacent_all_of-met = its neighbours carry all of { $tags }: { $points }
reason-own-footprint-matches =
    Footprint: { $count ->
        [one] { $count } match
       *[other] { $count } matches
    } ({ $matches }), { $each ->
        [one] { $each } point
       *[other] { $each } points
    } each
reason-own-footprint-none = Footprint: the starting tile wants { $wants }; it has none

why-ring_filled = { $ring } on { $card } filled by { $people }: { $points }
why-ring_filled_half = { $ring } on { $card } ({ $row } half) filled by { $people }: { $points }
why-ring_own_filled = { $ring } filled by { $people }: { $points }
why-ring_own_filled_half = { $ring } ({ $row } half) filled by { $people }: { $points }
why-ring_half_label = { $row } half: { $label }
why-robot_towel = Robot: { $reason }
why-robot_sand_dollars = 1 per sand dollar: { $taken }
why-robot_sand_dollars_hard = 1 per sand dollar: { $taken } + { $extra } hard mode
why-robot_footprints = 1 per footprint: { $taken }
why-robot_footprints_hard = 1 per footprint: { $taken } + { $extra } hard mode
why-robot_n_wave_tags =
    { $count ->
        [one] { $count } Wave tag
       *[other] { $count } Wave tags
    }
why-robot_n_tag_types =
    { $count ->
        [one] { $count } non-wave tag type
       *[other] { $count } non-wave tag types
    }
why-robot_blue_waves = Blue towel: { $waves }: 2 x { $count }
why-robot_blue_misc = Blue towel: most common non-wave tag { $tag } ({ $count }): 2 x { $count }
why-robot_blue_misc_none = Blue towel: most common non-wave tag none: 2 x { $count }
why-robot_green_waves = Green towel: ({ $waves } - 1) x 3
why-robot_green_waves_none = Green towel: ({ $waves } - 1) x 3 (literal solo rule: negative with no Wave tags)
why-robot_green_misc = Green towel: { $types } with 3 or more ({ $tags }): 3 x { $count }
why-robot_green_misc_none = Green towel: { $types } with 3 or more (none): 3 x { $count }
why-robot_green_people = Green towel: the Robot scores -2
why-robot_orange_waves = Orange towel: all { $waves } Wave tags as one group on 1/3/6/10 (5+ -> 10): { $points }
why-robot_orange_misc = Orange towel: { $beach } beach and { $street } street cards, the smaller: { $points }
why-robot_orange_people = Orange towel: { $rings } - 1

card-line_beach = Beach card; tags: { $tags }
card-line_street = Street card; tags: { $tags }
card-line_placed = When placed: { $action }
card-line_sample_card = SAMPLE card: invented for demos, not a printed card
card-line_sample_tile = SAMPLE tile: invented for demos, not a printed tile
card-half_sand_dollar = sand dollar icon
card-half_people = people icon
card-half_beach = Beach half: { $parts }
card-half_street = Street half: { $parts }
card-half_nothing = nothing printed
card-line_footprints = Footprints: { $points } per { $wants } on the card
card-line_setup = Setup: { $parts }
card-line_setup_nothing = Setup: nothing
card-n_cards =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
card-n_starting_tiles =
    { $count ->
        [one] { $count } starting tile
       *[other] { $count } starting tiles
    }
card-n_unplaced_people =
    { $count ->
        [one] { $count } unplaced person
       *[other] { $count } unplaced people
    }
card-n_rings =
    { $count ->
        [one] { $count } ring
       *[other] { $count } rings
    }
card-rule_ring_empty = a ring needs at least one pictured person (locals, tourists, vips or any)
card-rule_ring_too_big = a ring pictures at most { $limit } people, this one { $size } (locals { $locals }, tourists { $tourists }, vips { $vips }, any { $any }): enter the people the ring shows
card-rule_too_many_rings = { $where } shows at most { $limit } activity rings, this one has { $count }: remove { $extra }
card-rule_where_card = a card
card-rule_where_half = a starting tile half

explain-line-cards = Feature cards
explain-line-rings = Activity rings
explain-line-footprints = Footprints
explain-line-wave = Objective: waves
explain-line-misc = Objective: misc
explain-line-people = Objective: people
explain-total = Total
explain-objective_blue = Blue
explain-objective_green = Green
explain-objective_orange = Orange
explain-row_beach = beach
explain-row_street = street
explain-starting_tile = starting tile
explain-called_tile = starting tile { $tile }
explain-position = { $row }, column { $column }
explain-with_ruling = { $reason } (ruling { $number })
explain-decided_points = on points
explain-decided_sand_dollars = tied on points, decided by leftover sand dollars (ruling 12)
explain-decided_sand_dollars_left = tied on points, decided by leftover sand dollars ({ $left } left) (ruling 12)
explain-decided_chain = tied on points and sand dollars, decided by the longest chain (ruling 12)
explain-decided_chain_tags = tied on points and sand dollars, decided by the longest chain ({ $tags } tags) (ruling 12)
explain-decided_shared = tied on points, sand dollars and longest chain: the place is shared (ruling 12)
explain-points_word =
    { $count ->
        [one] point
       *[other] points
    }
explain-points =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
explain-sand_dollars =
    { $count ->
        [one] { $count } sand dollar
       *[other] { $count } sand dollars
    }
explain-tags =
    { $count ->
        [one] { $count } tag
       *[other] { $count } tags
    }
explain-unplaced_people =
    { $count ->
        [one] { $count } unplaced person
       *[other] { $count } unplaced people
    }
explain-people =
    { $count ->
        [one] { $count } person
       *[other] { $count } people
    }
explain-locals =
    { $count ->
        [one] { $count } local
       *[other] { $count } locals
    }
explain-tourists =
    { $count ->
        [one] { $count } tourist
       *[other] { $count } tourists
    }
explain-vips =
    { $count ->
        [one] { $count } VIP
       *[other] { $count } VIPs
    }
explain-nobody = nobody
explain-holds_nobody = nobody
explain-group_on_half = { $people } on the { $row } half of { $card }
explain-group_at = { $people } on { $card } at { $where }
explain-robot_unplaced = the Robot counts as { $unplaced } (solo rules, ruling 7)
explain-not_located = { $people } whose space this report does not record
explain-header = Santa Monica scorepad - objective tile: { $objective }
explain-ranking = Ranking
explain-winner =
    { $count ->
        [one] Winner: { $names }
       *[other] Shared win: { $names }
    }
explain-notes = Notes
explain-rulings_used = Rulings used
explain-robot_mark = { $name } (Robot)
explain-player_head =
    { $name }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (seat { $seat }, { $sand_dollars ->
        [one] { $sand_dollars } sand dollar
       *[other] { $sand_dollars } sand dollars
    } left, longest chain { $chain ->
        [one] { $chain } tag
       *[other] { $chain } tags
    }, { $unplaced ->
        [one] { $unplaced } unplaced person
       *[other] { $unplaced } unplaced people
    })
explain-nothing_scored = nothing scored
explain-ring_assignment = Ring assignment (ruling 5):
explain-unplaced_line = Unplaced people (ruling 5): { $who }
explain-unplaced_line_robot = Unplaced people: { $who }
explain-ring_number = { $card } ring { $number }
explain-ring_filled = filled, { $points }
explain-ring_not_filled = not filled, 0
explain-ring = { $where }, { $card }: { $label }: holds { $people }: { $state }

ruling-text = Ruling { $number }: { $meaning }
ruling-meaning-1 = cards touch only by a shared side (left, right, above, below); diagonals never touch
ruling-meaning-2 = chains and groups count tags, not cards: a card with two tags of a type adds 2
ruling-meaning-3 = a card's own tags never count for its own adjacency, and an adjacency scores once however many neighbours qualify
ruling-meaning-4 = the starting tile counts as a neighbour and a chain link only for the tags and icons printed on it
ruling-meaning-5 = people go into activity rings in the best legal way automatically; a ring scores only when filled exactly with the people it pictures, and anyone outside a ring is unplaced
ruling-meaning-6 = on the Orange tile a Wave group of 1, 2, 3 or 4 tags scores 1, 3, 6 or 10 (5 or more score 10); the printed "1 wave scores 2" is a misprint
ruling-meaning-7 = on the Blue tile only players with unplaced people can be most or second; everyone tied for most takes -4 and then nobody takes -2 (the solo Robot counts as 2 unplaced)
ruling-meaning-8 = the misc line counts groups of one non-wave type: Green scores 3 once for each group of 3 or more tags, however large; Blue scores 2 per tag of the single largest group, whatever its size
ruling-meaning-9 = every card that scores unspent sand dollars counts the same leftover sand dollars on its own
ruling-meaning-10 = a footprint scores the starting tile's points for every wanted tag or icon on its card (two Local tags count twice), and a card holds at most one footprint
ruling-meaning-11 = the game ends when someone has 14 feature cards: finish the round, make the final movement, then score
ruling-meaning-12 = a tie is broken by leftover sand dollars, then by the longest chain of one tag type; after that the place is shared
ruling-meaning-13 = a game may use any two of the eight sand dollar actions
ruling-meaning-14 = the end-of-beach card stays the leftmost beach card (nothing goes to its left, it is never swapped) and scores nothing itself
ruling-meaning-15 = the solo Robot's rings score full value, its card conditions count as met, negative points count as positive, and it scores 1 per sand dollar and per footprint instead of ratio cards
ruling-meaning-16 = "move up to 3 here" brings people from anywhere in the city; a VIP moved so leaves a footprint only on that card
ruling-meaning-17 = a starting tile's setup bonus is not a placement action, so the tile never counts as a card that gives people or sand dollars unless it prints the icon
ruling-meaning-18 = on the Green tile the starting tile is one card: people left on both its halves cost -1 once
ruling-meaning-19 = the foodie and food truck reward only a card taken normally from the front row; the foodie moves one person one space
ruling-meaning-20 = returning people to the supply may take VIPs too, so a city may end with fewer VIPs than its starting tile gave
ruling-meaning-21 = a move may enter the same space more than once, so a VIP can step out to a card and back to leave a footprint; a person still moves only once per move action
ruling-meaning-22 = with two cards placed in one turn, the first card's placement actions are taken before the second card is placed

scorepad-cannot_score =
    { $count ->
        [one] This table cannot be scored yet: { $count } problem. Fix it on the City page.
       *[other] This table cannot be scored yet: { $count } problems. Fix them on the City page.
    }
scorepad-fix_cities = Fix the cities
scorepad-unknown_card = { $error }.
scorepad-scorer_failed = The scorer could not score this table: { $error }. Export the game JSON below and report it.
scorepad-game_json = Game JSON
scorepad-sample_cards = This table uses SAMPLE cards (invented for demos and tests), not the printed cards.
scorepad-blue_heading = Blue people line across the table
scorepad-blue_rule = most unplaced people -4, second most -2; ruling 7
scorepad-why = Why
scorepad-winner =
    { $count ->
        [one] { $name } wins with { $count } point
       *[other] { $name } wins with { $count } points
    }
scorepad-shared_win =
    { $count ->
        [one] Shared win: { $names } with { $count } point
       *[other] Shared win: { $names } with { $count } points
    }
scorepad-names_and = { $first } & { $second }
scorepad-column_line = Line
scorepad-column_player = Player
scorepad-column_unplaced = Unplaced people
scorepad-column_points = Points
scorepad-nothing_on_line = Nothing on this line.
scorepad-rings_auto = Rings filled automatically in the best legal way (ruling 5): { $rings }
scorepad-ring_filled = { $card }: { $label } filled
scorepad-ring_not_filled = { $card }: { $label } not filled
scorepad-unplaced = Unplaced (ruling 5): { $who }
scorepad-by_card =
    { $count ->
        [one] By card ({ $count } card scored or explained)
       *[other] By card ({ $count } cards scored or explained)
    }
scorepad-why_caption =
    { $sand_dollars ->
        [one] { $sand_dollars } sand dollar
       *[other] { $sand_dollars } sand dollars
    } left · longest chain { $chain ->
        [one] { $chain } tag
       *[other] { $chain } tags
    }{ $tagged ->
        [yes] {" "}({ $tag })
       *[no] {""}
    } · { $unplaced ->
        [one] { $unplaced } unplaced person
       *[other] { $unplaced } unplaced people
    }
scorepad-rulings_used = Rulings used ({ $count })
scorepad-movement_heading = Best final movement
scorepad-movement_of = Best final movement: { $name }
scorepad-movement_check = Check my final movement
scorepad-movement_trying = Trying every final movement…
scorepad-movement_help = Could another final movement (each local up to 3 spaces, each tourist and VIP 1) have scored more? An exact search, one player at a time, when asked. It moves people from where they stand as entered: to check a real final movement, enter the city as it stood just before it.
scorepad-as_entered = { $points } as entered.
scorepad-movement_points = { $before } → { $after }
scorepad-already_best = No final movement from these positions scores more: proven (every movement was tried).
scorepad-not_proven = Not proven: the search stopped at its limit.
scorepad-movement_note = { $proof } Note: { $note }.
scorepad-could_score =
    { $count ->
        [one] You could have scored { $count } more by moving:
       *[other] You could have scored { $count } more by moving:
    }
scorepad-proven_best = Proven best: no other final movement scores more.
scorepad-best_found_note = Best found, not proven best: { $note }.
scorepad-best_found = Best found, not proven best (the search stopped at its limit).
scorepad-movement_failed = The best final movement could not be checked: { $error }.
scorepad-seat = seat { $seat }
scorepad-move = { $who }: { $origin } → { $target }
scorepad-move_via = { $move } via { $squares }
scorepad-move_footprint = { $move }, dropping a footprint on { $squares }
scorepad-square_half = the { $row } half of { $name }
scorepad-square_card = { $name } at { $row } { $column }
scorepad-square = { $row } { $column }
scorepad-chart_heading = Points by line
scorepad-chart_failed = The chart cannot be drawn: { $error }
scorepad-chart_line = Line
scorepad-chart_player = Player
scorepad-chart_points = Points
scorepad-pictures_heading = City pictures
scorepad-city_of = City of
scorepad-picture_failed = The picture cannot be drawn: { $error }
scorepad-download_city = Download { $name }'s city (PNG)
scorepad-share_heading = Share
scorepad-share_failed = The scorepad picture cannot be drawn: { $error }
scorepad-share_caption = The final scorepad: every player, every line, the winner
scorepad-share_download = Download the scorepad picture (PNG)
scorepad-bgstats_failed = The BG Stats link cannot be made: { $error }.
scorepad-bgstats_button = Push to BG Stats
scorepad-bgstats_help = Opens BG Stats with this play ready to import
scorepad-bgstats_caption = Opens BG Stats (its app on this device, or its web page) with the play filled in: players, scores, winner, start player. Nothing is saved until you confirm it there.
scorepad-bgstats_date_note = The game's date '{ $given }' is not a date BG Stats reads (YYYY-MM-DD), so the link says today, { $today }: change it in BG Stats' import dialog if needed.
scorepad-export_heading = Export
scorepad-csv_scorepad = Scorepad CSV
scorepad-csv_breakdown = Per-card breakdown CSV
scorepad-finish_heading = Finish
scorepad-finish_stale = Not finished: the table was changed on another phone after this scorepad was scored. The scorepad above now shows the new scores: check them and press Finish again.
scorepad-finish_failed = The game could not be marked finished: { $error }
scorepad-finished_saved = Finished and saved in History ({ $winner } won).
scorepad-finish_again = Finish again
scorepad-finish_game = Finish game
scorepad-finish_waits = Finish is ready once every player's city is entered.
scorepad-see_history = See it in History
scorepad-png_winner =
    { $count ->
        [one] Winner: { $names }
       *[other] Shared win: { $names }
    }
scorepad-png_no_winner = No winner
scorepad-png_shared = Tied on points, sand dollars and longest chain: the win is shared.
scorepad-png_place_by_sand_dollars = { $name }: { $place } place decided by sand dollars.
scorepad-png_place_by_chain = { $name }: { $place } place decided by longest chain.
scorepad-png_objective = Objective tile: { $objective }
scorepad-png_total = Total
scorepad-png_place = Place
scorepad-png_ordinal = { $place }.
scorepad-no_better_found = No better final movement was found, but the search stopped before proving it.

explain-note_robot = Solo: the Robot scores by the solo rules (ruling 15); for the tie-breaker its longest chain is the count of its most common tag.
explain-note_blue_unsettled = Blue: the choice of who leaves people outside rings did not settle in 10 rounds; the last round's choice is used.

objective-blue-name = Blue (recommended for a first game)
objective-blue-wave_line = 2 per Wave tag in your longest Wave group
objective-blue-misc_line = 2 per tag in your largest chain of one non-wave tag type
objective-blue-people_line = Player with the most unplaced people -4, 2nd most -2
objective-green-name = Green
objective-green-wave_line = 3 for each separate Wave group
objective-green-misc_line = 3 for each of your chains of 3+ tags of one non-wave type
objective-green-people_line = -1 per card holding unplaced people
objective-orange-name = Orange
objective-orange-wave_line = Each Wave group scores by its size: 1 / 3 / 6 / 10
objective-orange-misc_line = 1 per column pair (beach card directly above a street card, starting tile included) in your longest unbroken run of such columns
objective-orange-people_line = +1 per filled ring, -1 per 2 unplaced people (rounded down)

reason_objective-blue_wave_none = Blue scores 2 per Wave tag in the longest Wave group; the city has no Wave tag
reason_objective-blue_wave =
    { $count ->
        [one] Blue: longest Wave group has { $count } Wave tag through { $cards }: 2 x { $count }
       *[other] Blue: longest Wave group has { $count } Wave tags through { $cards }: 2 x { $count }
    }
reason_objective-blue_wave_tie =
    { $count ->
        [one] Blue: longest Wave group has { $count } Wave tag through { $cards } (the largest of equal groups): 2 x { $count }
       *[other] Blue: longest Wave group has { $count } Wave tags through { $cards } (the largest of equal groups): 2 x { $count }
    }
reason_objective-green_wave_none = Green: { $count } separate Wave groups: 3 x { $count }
reason_objective-green_wave =
    { $count ->
        [one] Green: { $count } separate Wave group ({ $groups }): 3 x { $count }
       *[other] Green: { $count } separate Wave groups ({ $groups }): 3 x { $count }
    }
reason_objective-orange_wave_none = Orange scores each Wave group 1/3/6/10 by its size; the city has no Wave tag
reason_objective-orange_wave = Orange: Wave groups scored 1/3/6/10: { $groups }: { $sums }
reason_objective-orange_wave_group = { $size } through { $cards } -> { $points }
reason_objective-orange_wave_group_one = { $size } through { $cards } -> { $points }, the tile's 1 (the clarification's '1 wave scores 2' is a misprint, ruling 6)
reason_objective-orange_wave_group_five = { $size } through { $cards } -> { $points }, 5 or more score 10 (ruling 6)
reason_objective-blue_misc_none = Blue scores 2 per tag in the largest group of one non-wave type; the city has no non-wave tag
reason_objective-blue_misc =
    { $count ->
        [one] Blue: largest non-wave group is { $tag }, { $count } tag through { $cards }: 2 x { $count }
       *[other] Blue: largest non-wave group is { $tag }, { $count } tags through { $cards }: 2 x { $count }
    }
reason_objective-blue_misc_tie =
    { $count ->
        [one] Blue: largest non-wave group is { $tag }, { $count } tag through { $cards } (ties with a { $ties } group of { $count }; only one counts): 2 x { $count }
       *[other] Blue: largest non-wave group is { $tag }, { $count } tags through { $cards } (ties with a { $ties } group of { $count }; only one counts): 2 x { $count }
    }
reason_objective-green_misc_none = Green: { $count } non-wave groups of 3+ tags, each once however large: 3 x { $count }
reason_objective-green_misc =
    { $count ->
        [one] Green: { $count } non-wave group of 3+ tags, each once however large: { $groups }: 3 x { $count }
       *[other] Green: { $count } non-wave groups of 3+ tags, each once however large: { $groups }: 3 x { $count }
    }
reason_objective-green_misc_group = { $tag } { $size } ({ $cards })
reason_objective-orange_misc = Orange: longest unbroken run of beach-above-street columns is { $length } (columns { $columns }: { $cards }): 1 x { $length }
reason_objective-orange_misc_pair = { $beach } above { $street }
reason_objective-green_people_none = Green costs -1 per card holding unplaced people; every person is in a ring
reason_objective-green_people =
    { $count ->
        [one] Green: { $count } card with unplaced people ({ $cards }): -1 x { $count }
       *[other] Green: { $count } cards with unplaced people ({ $cards }): -1 x { $count }
    }
reason_objective-green_people_start =
    { $count ->
        [one] Green: { $count } card with unplaced people ({ $cards }) (the starting tile's two halves count as one card): -1 x { $count }
       *[other] Green: { $count } cards with unplaced people ({ $cards }) (the starting tile's two halves count as one card): -1 x { $count }
    }
reason_objective-filled_rings =
    { $count ->
        [one] { $count } filled ring
       *[other] { $count } filled rings
    }
reason_objective-unplaced_people =
    { $count ->
        [one] { $count } unplaced person
       *[other] { $count } unplaced people
    }
reason_objective-orange_people =
    Orange: { $filled ->
        [one] { $filled } filled ring
       *[other] { $filled } filled rings
    } (+1 each), { $unplaced ->
        [one] { $unplaced } unplaced person
       *[other] { $unplaced } unplaced people
    } (-1 per 2, rounded down): { $filled } - { $penalty }
reason_objective-blue_people = Blue: unplaced people { $table }; { $name } { $count }: { $what }: { $penalty }
reason_objective-blue_people_entry = { $name } { $count }
reason_objective-blue_people_robot = { $name } { $count } (the Robot counts as 2)
reason_objective-blue_most = most
reason_objective-blue_most_tied = tied for most, so nobody takes -2
reason_objective-blue_second = second most
reason_objective-blue_second_tied = tied for second most
reason_objective-blue_none_unplaced = none unplaced, so neither most nor second
reason_objective-blue_neither = neither most nor second
reason_objective-pad_robot_cards = { $label } is { $value }, but the Robot's negative card points count as positive (ruling 15): enter { $fix }
reason_objective-pad_below_zero = { $label } is { $value }, but this line never goes below 0: enter 0 or more
reason_objective-pad_blue_even_wave = { $label } is { $value }, but the Blue tile gives 2 per Wave tag in the longest Wave group, so it is 0 or an even number: count the tags again and enter twice their number
reason_objective-pad_blue_even_misc = { $label } is { $value }, but the Blue tile gives 2 per tag of the largest non-wave chain, so it is 0 or an even number: count the tags again and enter twice their number
reason_objective-pad_green_wave = { $label } is { $value }, but the Green tile gives 3 per separate Wave group, a multiple of 3 from { $lowest }: correct it
reason_objective-pad_green_misc = { $label } is { $value }, but the Green tile gives 3 per chain of 3+ tags of one non-wave type, a multiple of 3 from { $lowest }: correct it
reason_objective-pad_green_robot_wave = { $label } is { $value }, but the Green tile gives (Wave tags - 1) x 3 for the Robot (ruling 15), a multiple of 3 from { $lowest }: correct it
reason_objective-pad_orange_robot_wave = { $label } is { $value }, but the Robot's waves score as one group, 1 / 3 / 6 / 10 (ruling 15): enter 0, 1, 3, 6 or 10
reason_objective-pad_orange_wave = { $label } is { $value }, but Wave groups score 1 / 3 / 6 / 10 each, never less than 0: correct it
reason_objective-pad_orange_misc = { $label } is { $value }, but the Orange tile gives 1 per column pair, never less than 0: correct it
reason_objective-pad_blue_people = { $label } is { $value }, but on the Blue tile a player takes { $a } or { $b } or { $c }: enter one of those
reason_objective-pad_blue_people_robot = { $label } is { $value }, but on the Blue tile the Robot, which counts as 2 unplaced people (ruling 7), takes { $a } or { $b }: enter one of those
reason_objective-pad_green_robot_people = { $label } is { $value }, but the Green towel gives the Robot -2 (solo rules): enter -2
reason_objective-pad_green_people = { $label } is { $value }, but the Green tile gives -1 per card holding unplaced people, never a bonus: enter 0 or a negative number
reason_objective-pad_orange_robot_people = { $label } is { $value }, but the Robot scores its number of rings - 1 (solo rules), never below -1: correct it
reason_objective-pad_table = someone has -2 on the Blue people line but nobody has -4: the player with the most unplaced people takes -4 and only then the second most takes -2 (ruling 7): correct the people lines

sanddollar-two_from_front-name = Take 2 cards from the front row
sanddollar-two_from_front-text = Pay 4: take 2 feature cards from the front row and place them both in your city. You may also move up to 1 person of any type 1 space.
sanddollar-front_and_behind-name = Take a front card and the card behind it
sanddollar-front_and_behind-text = Pay 4: take 1 feature card from the front row and the feature card behind it, and place them both in your city. You may also move 1 person of any type 1 space.
sanddollar-local_or_tourist_from_anywhere-name = Take a Local or Tourist Spot from anywhere
sanddollar-local_or_tourist_from_anywhere-text = Pay 2: take a feature card from anywhere in the display, as long as it has a Local Spot or Tourist Spot tag. You may then move up to 2 people of any type 1 space each.
sanddollar-business_nature_or_sports_from_anywhere-name = Take a Business, Nature or Sports card from anywhere
sanddollar-business_nature_or_sports_from_anywhere-text = Pay 2: take a feature card from anywhere in the display, as long as it has a Business, Nature or Sports tag. You may then move up to 2 people of any type 1 space each.
sanddollar-from_the_back-name = Take 1 card from the back row
sanddollar-from_the_back-text = Pay 3: take a feature card from the back row of the display. You may then move up to 4 people of any type 1 space each.
sanddollar-front_and_two_swaps-name = Take 1 card from the front, swap 2 cards in your city
sanddollar-front_and_two_swaps-text = Pay 2: take a feature card from the front row. Then you may swap any 2 feature cards in your city, and then you may swap any 2 feature cards again. The tile says 'swap 2 cards' once but the rulebook's clarification repeats the swap, so this project allows up to two swaps.
sanddollar-front_swap_and_return-name = Take 1 card from the front, swap 2 cards, remove 0-2 people
sanddollar-front_swap_and_return-text = Pay 2: take a feature card from the front row, then swap 2 feature cards in your city, then you may return up to 2 people from your city to the supply.
sanddollar-front_and_move_tourists-name = Take 1 card from the front, move 3 tourists
sanddollar-front_and_move_tourists-text = Pay 1: take a feature card from the front row of the display. Then you may move up to 3 tourists 1 space each.

home-too_few_tiles_link = Enter a starting tile on the tile keypad

city-people_pending =
    { $count ->
        [one] The people line compares every city (Blue), so it waits for every city: this total can still change when { $names } fixes the problems in their city.
       *[other] The people line compares every city (Blue), so it waits for every city: this total can still change when { $names } fix the problems in their cities.
    }

city-vips_from_tile =
    { $count ->
        [one] The VIP on this card came from the starting tile, which holds { $left } now.
       *[other] The { $count } VIPs on this card came from the starting tile, which holds { $left } now.
    }

problem-card_named_with_id = '{ $label }' (card id { $id })

problem-tile_named_with_id = '{ $label }' (starting tile id { $id })

ui-database_unreachable = The database named by { $setting } ({ $url }) cannot be used: { $error }. Check that the database server is running and reachable from this machine, and that the address, user name, password and database name in { $setting } are right; then reload the page.

catalogue-database_unavailable = Your catalogue is kept in the database, which cannot be reached now ({ $error }): nothing was changed. Try again in a moment.

history-csv_table_current = This table as it is now (CSV)

history-csv_result = result

history-csv_result_finished = as finished

history-csv_result_changed = as finished; the table was changed since

history-csv_result_current = as the table is now, not a finished result

assistant-setup_reveals = Setup · the display is laid out · { $deck }

card-label_setup = setup { $parts }

scorepad-ranking_so_far = Ranking so far: the cities as entered until now, not the result until every city has a card.

scorepad-by_card_every =
    { $count ->
        [one] By card ({ $count } card)
       *[other] By card ({ $count } cards)
    }

scorepad-by_card_tile =
    { $count ->
        [one] By card ({ $count } card and the starting tile)
       *[other] By card ({ $count } cards and the starting tile)
    }

scorepad-card_scores_nothing = No points of its own (its tags and people may still count on other lines).
