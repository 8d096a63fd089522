/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `play --host / --join / --watch`: a game through a referee server, in the terminal, for a
 * person or for a computer level that plays its seat over the network. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "ai/ai_player.h"
#include "cli/cli_commands.h"
#include "cli/cli_net_seat.h"
#include "cli/cli_turn_text.h"
#include "core/input_wait.h"
#include "core/text_file.h"
#include "net/net_invite.h"
#include "net/net_link.h"
#include "net/net_message.h"
#include "session/session.h"
#include "session/session_save.h"

/* The fixed phrases `say` sends (net_phrase_known), as a player reads them. */
#define PHRASES "hello, good-game, thinking, thanks, well-played, rematch?"

static void print_usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-cli play --host ADDRESS <game> [key=value]... [--clock CONTROL]\n"
            "                          [--seat 1|2] [--as LEVEL] [--depth N] [--movetime MS]\n"
            "                          [--record FILE] [--token-file FILE]\n"
            "       duelboard-cli play --join ADDRESS CODE [--as LEVEL] [--depth N]\n"
            "                          [--movetime MS] [--record FILE] [--token-file FILE]\n"
            "       duelboard-cli play --join duelboard://HOST:PORT/CODE [...]\n"
            "       duelboard-cli play --rejoin ADDRESS CODE [--seat 1|2] [--token-file FILE]\n"
            "                          [--as LEVEL] [--depth N] [--movetime MS] [--record FILE]\n"
            "       duelboard-cli play --watch ADDRESS CODE [--record FILE]\n"
            "Plays through the referee server at ADDRESS (host or host:port, port %d unless\n"
            "said): --host makes a room for the game and prints its code for the other player,\n"
            "--join takes the free seat of a room, --watch follows a room's game as a spectator\n"
            "(seeing only what neither side hides). --as LEVEL lets a computer level (%s) play\n"
            "the seat instead of you; --depth N makes it search N plies, --movetime MS that long\n"
            "a move. A seat whose connection drops takes itself back with its token. --record\n"
            "writes the game's record once it is over. --clock CONTROL gives the room a time\n"
            "control, written as for play: 5+3 (minutes each plus seconds a move), 10,\n"
            "0:30+1, move:10 or none.\n"
            "The seat's token is kept in a file from the moment the server gives the seat until\n"
            "the game ends, so that the seat outlives this program (stopped, killed, its\n"
            "terminal closed): in $XDG_STATE_HOME/duelboard/seats/ (~/.local/state/... without\n"
            "it; %%LOCALAPPDATA%%\\Duelboard\\seats\\ on Windows), one file a seat named by the\n"
            "server, room and side, or in --token-file FILE.\n"
            "--rejoin takes that seat back: the same ADDRESS and CODE (or the invite), and\n"
            "--seat when both seats of the room are kept here, or the same --token-file.\n"
            "When the other side has moved, the board is drawn and your move asked for: type\n"
            "a move, or: moves (moves all), show, resign, draw (offer, or accept the other's\n"
            "offer), say <phrase> (a word to the other player: hello, good-game, thinking,\n"
            "thanks, well-played, rematch?), claim (the game of a player who left a game\n"
            "without a clock and did not come back in time), help, quit (leaves the game: the\n"
            "seat stays kept for --rejoin).\n",
            NET_SERVER_DEFAULT_PORT, ai_player_names());
}

/* `help` during a network game: what can be typed. */
static void print_commands(FILE *out) {
    fprintf(out, "Type a move in the game's notation when it is your turn, or one of:\n"
                 "  moves        your legal moves (a few of them when there are many)\n"
                 "  moves all    every one of them\n"
                 "  show         draw the position as you may see it\n"
                 "  say PHRASE   a word to the other player, one of: hello, good-game,\n"
                 "               thinking, thanks, well-played, rematch? (say good-game);\n"
                 "               theirs are printed as they come\n"
                 "  draw         offer a draw, or accept the one offered\n"
                 "  claim        win the game of a player who left a game without a clock and did\n"
                 "               not come back in time\n"
                 "  resign       give up the game\n"
                 "  help         this text\n"
                 "  quit         leave the game (the seat stays kept for --rejoin)\n"
                 "The program's options: duelboard-cli play --host --help\n");
}

/* What the person at this end may see of the live position: the session's snapshot. */
static void show(Session *s, FILE *out) {
    char text[GAME_DESCRIBE_MAX];
    session_shown_describe(session_shown(s), text, sizeof text);
    fputs(text, out);
    if (text[0] && text[strlen(text) - 1] != '\n') fputc('\n', out); /* the prompt's own line */
}

/* Whether the person at this end is to move now (a move sent and not yet told back is not). */
static bool your_turn(Session *s) {
    const SessionShown *v = session_shown(s);
    return !v->over && v->move_count > 0;
}

typedef struct NetPlay {
    NetLink *link;
    FILE *out;
    unsigned serial; /* the session last followed */
    int told;        /* moves printed so far */
    bool over_told, code_told, waiting_told, gone_told;
    bool recorded;     /* the record is written (or there is none to write) */
    bool hosting;      /* the room was made here: its code is for the other player */
    bool typing;       /* a person types at this end: its turns are prompted */
    bool prompt_shown; /* the prompt of the person's turn ends the output, waiting for a line */
    int board_at;      /* the number of moves when the board was last drawn for a turn */
    bool resigned;     /* the person resigned this game */
    bool away_told;    /* the connection's loss was said: "back in the game" says its end */
    int waited_for_reveal;
    int said_told;
    const char *record_path;
    /* The seat kept for --rejoin: in seat_path (--token-file, or named in seat_dir once the
     * server gave the seat), until the game ends. */
    const char *token_file;
    char seat_dir[CLI_SEAT_PATH_MAX];
    char seat_path[CLI_SEAT_PATH_MAX];
    bool seat_kept;      /* seat_path holds the seat */
    bool seat_game_kept; /* ... and names its game */
    bool seat_refused;   /* it could not be written: said once */
    char address[300];   /* as typed, for the --rejoin line printed */
} NetPlay;

/* Prints what changed since the last look: the room's code, the start, each move as this end
 * may know it, the phrases said, the end. */
static void follow(NetPlay *p) {
    NetLink *l = p->link;
    FILE *out = p->out;
    if (p->hosting && !p->code_told && net_link_code(l)[0] &&
        net_link_phase(l) != NET_LINK_PLAYING) {
        char invite[NET_INVITE_MAX];
        fprintf(out, "room %s\n", net_link_code(l));
        if (net_link_invite(l, invite, sizeof invite)) fprintf(out, "invite %s\n", invite);
        fprintf(out, "waiting for the other player to join\n");
        fflush(out);
        p->code_told = true;
    }
    Session *s = net_link_session(l);
    if (!s) return;
    const GameRules *g = session_rules(s);
    if (net_link_phase(l) == NET_LINK_RECONNECTING && !p->away_told && !p->over_told) {
        fprintf(out, "connection lost: reconnecting (nothing you type is sent until then)\n");
        p->away_told = true;
    }
    if (net_link_phase(l) == NET_LINK_PLAYING) p->away_told = false;
    if (net_link_session_serial(l) != p->serial && p->serial != 0 && !p->over_told) {
        /* Back after a drop: the server told the game again from its start. */
        p->serial = net_link_session_serial(l);
        if (p->told > session_length(s)) p->told = session_length(s);
        fprintf(out, "back in the game\n");
    }
    if (net_link_session_serial(l) != p->serial) {
        p->serial = net_link_session_serial(l);
        p->told = 0;
        p->over_told = false;
        p->recorded = false;
        p->waited_for_reveal = 0;
        p->board_at = -1;
        p->resigned = false;
        int side = session_shown(s)->local_side;
        if (side >= 0)
            fprintf(out, "%s begins: you play %s (side %d)\n", g->title, g->player_names[side],
                    side + 1);
        if (side >= 0 && p->typing)
            fprintf(out, "Type help for the commands. say PHRASE talks to the other player, PHRASE "
                         "being\none of " PHRASES " (say hello)\n");
        if (side < 0) fprintf(out, "%s: watching\n", g->title);
    }
    for (; p->told < session_length(s); p->told++) {
        char text[GAME_MOVE_TEXT_MAX * 2];
        session_move_notation(s, p->told, text, sizeof text);
        fprintf(out, "%d. %s: %s\n", p->told + 1, g->player_names[session_to_move_at(s, p->told)],
                text);
    }
    int sides[NET_LINK_SAID_MAX];
    char phrases[NET_LINK_SAID_MAX][32];
    int n = net_link_said(l, sides, phrases, NET_LINK_SAID_MAX);
    for (int i = p->said_told < n ? p->said_told : n; i < n; i++)
        fprintf(out, "%s says: %s\n", g->player_names[sides[i]], phrases[i]);
    p->said_told = n;
    const SessionShown *v = session_shown(s);
    int64_t ms_left = v->waiting_ms;
    int waiting = v->waiting_side;
    if (waiting >= 0 && !p->waiting_told)
        fprintf(out, "%s has dropped: waiting up to %lld s for them to come back\n",
                g->player_names[waiting], (long long)(ms_left / 1000));
    p->waiting_told = waiting >= 0;
    int gone = v->gone_side;
    if (gone >= 0 && !p->gone_told) {
        if (v->local_side == 1 - gone)
            fprintf(out, "%s left the game: type claim to win, or wait\n", g->player_names[gone]);
        else
            fprintf(out, "%s left the game\n", g->player_names[gone]);
    }
    p->gone_told = gone >= 0;
    if (v->over && !p->over_told) {
        char text[256];
        if (v->outcome_words.count > 0) {
            game_words_render(&v->outcome_words, NULL, NULL, text, sizeof text);
            fprintf(out, "Game over: %s\n", text);
        }
        p->over_told = true;
    }
    /* The record once the whole game is known: a game that hid something is revealed by the
     * server's lines after its end. */
    if (p->over_told && !p->recorded && session_revealed_state(s, session_length(s))) {
        p->recorded = true;
        if (p->record_path) {
            Error err;
            if (!session_save_write(s, NULL, p->record_path, &err))
                fprintf(out, "could not write the record: %s\n", err.message);
        }
    }
    fflush(out);
}

/* One typed command of the person whose turn it may be. False: leave. */
static bool command(NetPlay *p, char *input) {
    Session *s = net_link_session(p->link);
    FILE *out = p->out;
    Error err;
    text_trim(input);
    if (!input[0]) return true;
    if (strcmp(input, "quit") == 0) return false;
    if (strcmp(input, "help") == 0) {
        print_commands(out);
    } else if (!s) {
        fprintf(out, "the game has not begun\n");
    } else if (strcmp(input, "show") == 0) {
        show(s, out);
    } else if (strcmp(input, "moves") == 0 || strcmp(input, "moves all") == 0) {
        cli_list_moves(s, strcmp(input, "moves all") == 0, out);
    } else if (net_link_phase(p->link) != NET_LINK_PLAYING) {
        /* What is sent while the connection is down is lost: the server tells the game again
         * when the seat is taken back, and the person plays on from there. */
        fprintf(out,
                "not sent %s: the connection is lost; type it again when the seat is taken "
                "back\n",
                input);
    } else if (strcmp(input, "resign") == 0) {
        if (!session_resign(s))
            fprintf(out, "you cannot resign now\n");
        else
            p->resigned = true; /* no more prompts until the server ends the game */
    } else if (strcmp(input, "draw") == 0) {
        bool ok = session_shown(s)->draw_offered ? session_answer_draw(s, true, &err)
                                                 : session_offer_draw(s, &err);
        if (!ok) fprintf(out, "no draw: %s\n", err.message);
    } else if (strcmp(input, "claim") == 0) {
        if (!session_claim(s, &err)) fprintf(out, "no claim: %s\n", err.message);
    } else if (strcmp(input, "say") == 0 || strncmp(input, "say ", 4) == 0) {
        if (!net_link_say(p->link, text_trim(input + 3)))
            fprintf(out, "say one of: " PHRASES " (say hello)\n");
    } else if (!session_play_text(s, input, &err)) {
        fprintf(out, "not played %s: %s\n", input, err.message);
    }
    fflush(out);
    return true;
}

/* Writes the link's seat into seat_path. */
static bool write_seat(const NetPlay *p, Error *err) {
    NetLink *l = p->link;
    Session *s = net_link_session(l);
    CliSeat seat = {.side = net_link_side(l)};
    net_link_server_address(l, seat.server, sizeof seat.server);
    snprintf(seat.room, sizeof seat.room, "%s", net_link_code(l));
    snprintf(seat.token, sizeof seat.token, "%s", net_link_token(l));
    snprintf(seat.game, sizeof seat.game, "%s", s ? session_rules(s)->id : "");
    return cli_seat_write(p->seat_path, &seat, err);
}

/* Keeps the seat in its file once the server gave it (or, without --token-file, in the state
 * directory), saying where and how to take it back; a seat kept before its game began is
 * written again once the game is known. */
static void keep_seat(NetPlay *p) {
    NetLink *l = p->link;
    Session *s = net_link_session(l);
    Error err = {{0}};
    if (p->seat_kept) {
        if (!p->seat_game_kept && s) {
            p->seat_game_kept = true;
            if (!write_seat(p, &err)) /* the file as it was still takes the seat back */
                fprintf(p->out, "the kept seat was not written again: %s\n", err.message);
        }
        return;
    }
    if (p->seat_refused || net_link_side(l) < 0 || !net_link_token(l)[0] || !net_link_code(l)[0])
        return;
    char server[300];
    net_link_server_address(l, server, sizeof server);
    if (p->token_file)
        snprintf(p->seat_path, sizeof p->seat_path, "%s", p->token_file);
    else if (cli_seat_dir(p->seat_dir, sizeof p->seat_dir, true, &err))
        cli_seat_path(p->seat_dir, server, net_link_code(l), net_link_side(l), p->seat_path,
                      sizeof p->seat_path);
    if (!p->seat_path[0] || !write_seat(p, &err)) {
        fprintf(p->out, "the seat is not kept (%s): it cannot be taken back once this ends\n",
                err.message);
        p->seat_refused = true;
        p->seat_path[0] = '\0';
        return;
    }
    p->seat_kept = true;
    p->seat_game_kept = s != NULL;
    fprintf(p->out, "seat kept in %s: duelboard-cli play --rejoin %s %s%s%s takes it back\n",
            p->seat_path, p->address, net_link_code(l), p->token_file ? " --token-file " : "",
            p->token_file ? p->token_file : "");
    fflush(p->out);
}

/* The game is over: its seat is no longer anything to come back to. */
static void forget_seat(NetPlay *p) {
    if (p->seat_kept && remove(p->seat_path) != 0)
        fprintf(p->out, "could not remove the kept seat %s\n", p->seat_path);
    p->seat_kept = false;
}

/* The person's turn: the board as they may see it and the clocks, once a position, then the
 * prompt, which ends the output until they type or something else is said. */
static void prompt(NetPlay *p) {
    Session *s = net_link_session(p->link);
    if (!p->typing || p->prompt_shown || p->resigned || !s || !your_turn(s)) return;
    if (p->board_at != session_length(s)) {
        show(s, p->out);
        cli_show_clocks(s, p->out);
        p->board_at = session_length(s);
    }
    fprintf(p->out, "your move (%s)> ",
            session_rules(s)->player_names[session_shown(s)->local_side]);
    fflush(p->out);
    p->prompt_shown = true;
}

/* Prints what changed (follow, keep_seat) on lines of its own: a prompt standing at the end of
 * the output is ended first, and shown again after while it is still the person's turn. */
static void report(NetPlay *p) {
    FILE *real = p->out;
    char *text = NULL;
    size_t size = 0;
#ifdef _WIN32
    FILE *held = NULL; /* Windows has no memory streams */
    (void)text;
#else
    FILE *held = open_memstream(&text, &size);
#endif
    if (held) p->out = held; /* without it, straight out */
    follow(p);
    keep_seat(p);
    if (held) {
        fclose(held);
        p->out = real;
        if (size && p->prompt_shown) fputc('\n', real);
        if (size) p->prompt_shown = false;
        fwrite(text, 1, size, real);
        free(text);
    }
    prompt(p);
    fflush(real);
}

static int run(NetPlay *p, FILE *in) {
    p->typing = in != NULL;
    p->board_at = -1;
    /* Lines are read only once input_wait sees them on the descriptor: none may wait unseen in the
     * stream's buffer (several typed at once, through a pipe). */
    if (in) setvbuf(in, NULL, _IONBF, 0);
    for (;;) {
        NetLinkPhase phase = net_link_pump(p->link, p->typing ? 0 : 50);
        report(p);
        if (phase == NET_LINK_FAILED) {
            if (p->prompt_shown) fputc('\n', p->out);
            fprintf(p->out, "network game ended: %s\n", net_link_error(p->link));
            if (p->seat_kept)
                fprintf(p->out,
                        "the seat stays kept in %s (remove that file if the game is gone)\n",
                        p->seat_path);
            return 1;
        }
        Session *s = net_link_session(p->link);
        if (s && session_over(s) && p->recorded) {
            forget_seat(p);
            return 0;
        }
        if (s && p->over_told && ++p->waited_for_reveal > 200) { /* ten seconds of pumps */
            fprintf(p->out, "the server did not reveal the whole game after its end\n");
            return 1;
        }
        if (s) session_poll(s, true); /* a computer level at this seat plays its move */
        if (!p->typing) continue;
        if (input_wait(fileno(in), 50) <= 0) continue;
        char input[1024];
        /* The line typed ends the prompt; typed elsewhere (a pipe, a script) it is not echoed
         * after the prompt, which the output then ends itself. */
        if (p->prompt_shown && !isatty(fileno(in))) fputc('\n', p->out);
        p->prompt_shown = false;
        if (!fgets(input, sizeof input, in)) {
            p->typing = false; /* the input ended: follow the game to its end */
            continue;
        }
        bool stay = command(p, input);
        if (stay) prompt(p); /* still the person's turn: asked again */
        if (!stay) {
            if (p->seat_kept)
                fprintf(p->out, "left the game; the seat stays kept in %s\n", p->seat_path);
            return 0;
        }
    }
}

/* The seats kept for room `code` whatever their server's address (an invite's, another name
 * for the same computer), for a --rejoin that named another. */
static void say_seats_of_room(const char *dir, const char *code) {
    DIR *d = opendir(dir);
    if (!d) return;
    char ending[2][32];
    for (int side = 0; side < 2; side++)
        snprintf(ending[side], sizeof ending[side], "-%s-%d.seat", code, side + 1);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t len = strlen(e->d_name);
        for (int side = 0; side < 2; side++) {
            size_t end = strlen(ending[side]);
            if (len <= end || strcasecmp(e->d_name + len - end, ending[side]) != 0) continue;
            char path[CLI_SEAT_PATH_MAX + 256];
            CliSeat kept;
            Error err;
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            if (cli_seat_read(path, &kept, &err))
                fprintf(stderr,
                        "play: a seat of room %s is kept for the server %s: --rejoin %s %s\n",
                        kept.room, kept.server, kept.server, kept.room);
        }
    }
    closedir(d);
}

/* The seat --rejoin takes back: the --token-file, or the one kept for `code` at the server
 * (that of `seat` when both are). 0, or the exit status with the reason said. */
static int find_kept_seat(NetPlay *p, const char *host, int port, const char *code,
                          const char *seat, CliSeat *out) {
    Error err = {{0}};
    if (p->token_file) {
        snprintf(p->seat_path, sizeof p->seat_path, "%s", p->token_file);
    } else {
        if (!cli_seat_dir(p->seat_dir, sizeof p->seat_dir, false, &err)) {
            fprintf(stderr, "play: no kept seat to rejoin with: %s\n", err.message);
            return 2;
        }
        char server[300], paths[2][CLI_SEAT_PATH_MAX];
        bool six = strchr(host, ':') != NULL;
        snprintf(server, sizeof server, "%s%s%s:%d", six ? "[" : "", host, six ? "]" : "", port);
        int found = 0, which = -1;
        for (int side = 0; side < 2; side++) {
            cli_seat_path(p->seat_dir, server, code, side, paths[side], sizeof paths[side]);
            if (access(paths[side], F_OK) == 0 && (!seat || atoi(seat) == side + 1)) {
                found++;
                which = side;
            }
        }
        if (found == 0) {
            fprintf(stderr,
                    "play: no seat%s%s of room %s at %s is kept in %s (a seat is kept there by "
                    "--host and --join with the same address)\n",
                    seat ? " " : "", seat ? seat : "", code, server, p->seat_dir);
            say_seats_of_room(p->seat_dir, code);
            return 1;
        }
        if (found == 2) {
            fprintf(stderr,
                    "play: both seats of room %s are kept here: say which with --seat 1 "
                    "or --seat 2\n",
                    code);
            return 2;
        }
        snprintf(p->seat_path, sizeof p->seat_path, "%s", paths[which]);
    }
    if (!cli_seat_read(p->seat_path, out, &err)) {
        fprintf(stderr, "play: %s\n", err.message);
        return 1;
    }
    if (strcasecmp(out->room, code) != 0) {
        fprintf(stderr, "play: %s keeps a seat of room %s, not %s\n", p->seat_path, out->room,
                code);
        return 2;
    }
    p->seat_kept = true; /* kept already: it stays until the game ends */
    return 0;
}

int cli_play_network(int argc, char **argv, FILE *in, FILE *out) {
    if (argc < 2 || strcmp(argv[1], "--help") == 0) {
        print_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const char *mode = argv[0];
    NetLinkRole role = strcmp(mode, "--host") == 0     ? NET_LINK_HOST
                       : strcmp(mode, "--watch") == 0  ? NET_LINK_WATCH
                       : strcmp(mode, "--rejoin") == 0 ? NET_LINK_REJOIN
                                                       : NET_LINK_JOIN;
    char host[NET_HOST_MAX];
    int port;
    char what[NET_LINE_MAX] = "", code[NET_ROOM_CODE_LENGTH + 1] = "";
    int at = 2;
    NetInvite invite;
    Error err;
    if (role != NET_LINK_HOST && net_invite_parse(argv[1], &invite, &err)) {
        snprintf(host, sizeof host, "%s", invite.host);
        port = invite.port;
        snprintf(code, sizeof code, "%s", invite.code);
    } else if (!net_address_parse(argv[1], host, sizeof host, &port, &err)) {
        fprintf(stderr, "play: %s\n", err.message);
        return 2;
    } else if (role != NET_LINK_HOST) {
        if (argc < 3 || !net_room_code_valid(argv[2])) {
            fprintf(stderr, "play: %s takes ADDRESS CODE (a room code is six letters and digits)\n",
                    mode);
            return 2;
        }
        snprintf(code, sizeof code, "%s", argv[2]);
        at = 3;
    }
    NetLinkSettings settings = {.name = "duelboard-cli"};
    session_settings_init(&settings.session);
    const char *record_path = NULL, *seat = NULL, *token_file = NULL;
    char clock[TIME_CONTROL_TEXT_MAX] = "";
    size_t used = 0;
    if (role == NET_LINK_HOST) {
        if (argc < 3) {
            fprintf(stderr, "play: --host takes ADDRESS GAME [key=value]...\n");
            return 2;
        }
        if (!cli_find_game(argv[2])) return 2;
        used = (size_t)snprintf(what, sizeof what, "%s", argv[2]);
        at = 3;
    }
    for (int i = at; i < argc; i++) {
        if (strcmp(argv[i], "--as") == 0 && i + 1 < argc) {
            const char *level = argv[++i];
            if (!ai_player_exists(level)) {
                fprintf(stderr, "play: unknown level '%s' (known: %s)\n", level, ai_player_names());
                return 2;
            }
            settings.session.seats[0] = session_seat_from_name(level);
        } else if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
            char *end;
            long d = strtol(argv[++i], &end, 10);
            if (*end || d < 1 || d > 64) {
                fprintf(stderr, "play: --depth takes a number from 1 to 64\n");
                return 2;
            }
            settings.session.depth_limit = (int)d;
        } else if (strcmp(argv[i], "--movetime") == 0 && i + 1 < argc) {
            char *end;
            long ms = strtol(argv[++i], &end, 10);
            if (*end || ms < 1 || ms > 3600000) {
                fprintf(stderr, "play: --movetime takes milliseconds from 1 to 3600000\n");
                return 2;
            }
            settings.session.movetime_ms = (int)ms;
        } else if (strcmp(argv[i], "--record") == 0 && i + 1 < argc) {
            record_path = argv[++i];
        } else if (role == NET_LINK_HOST && strcmp(argv[i], "--clock") == 0 && i + 1 < argc) {
            /* Read here as `play` reads it, so a typo is told before any server is asked, and
             * the room gets the control in its one text form. */
            TimeControl control;
            if (!time_control_parse(argv[++i], &control, &err)) {
                fprintf(stderr, "play: --clock: %s\n", err.message);
                return 2;
            }
            /* Whatever the text reads, the text form can say. */
            time_control_format(&control, clock, sizeof clock);
        } else if (role != NET_LINK_WATCH && strcmp(argv[i], "--token-file") == 0 && i + 1 < argc) {
            token_file = argv[++i];
        } else if ((role == NET_LINK_HOST || role == NET_LINK_REJOIN) &&
                   strcmp(argv[i], "--seat") == 0 && i + 1 < argc) {
            seat = argv[++i];
            if (strcmp(seat, "1") != 0 && strcmp(seat, "2") != 0) {
                fprintf(stderr, "play: --seat takes 1 or 2\n");
                return 2;
            }
        } else if (role == NET_LINK_HOST && strchr(argv[i], '=') && argv[i][0] != '-') {
            used += (size_t)snprintf(what + used, used < sizeof what ? sizeof what - used : 0,
                                     " %s", argv[i]);
        } else {
            fprintf(stderr, "play: unknown or incomplete option '%s'\n", argv[i]);
            return 2;
        }
    }
    if (clock[0])
        used += (size_t)snprintf(what + used, used < sizeof what ? sizeof what - used : 0,
                                 " clock=%s", clock);
    if (seat && role == NET_LINK_HOST)
        used += (size_t)snprintf(what + used, used < sizeof what ? sizeof what - used : 0,
                                 " seat=%s", seat);
    if (used >= sizeof what) {
        fprintf(stderr, "play: the game's options are too long\n");
        return 2;
    }
    if (role == NET_LINK_WATCH && settings.session.seats[0].kind == SESSION_SEAT_COMPUTER) {
        fprintf(stderr, "play: a spectator has no seat for --as\n");
        return 2;
    }
    NetPlay p = {.out = out,
                 .record_path = record_path,
                 .hosting = role == NET_LINK_HOST,
                 .token_file = token_file};
    /* The address as --rejoin takes it again (an invite's host and port). */
    bool six = strchr(host, ':') != NULL;
    snprintf(p.address, sizeof p.address, "%s%s%s:%d", six ? "[" : "", host, six ? "]" : "", port);
    CliSeat kept = {.side = -1};
    if (role == NET_LINK_REJOIN) {
        int status = find_kept_seat(&p, host, port, code, seat, &kept);
        if (status) return status;
        fprintf(out, "taking back seat %d of room %s (kept in %s)\n", kept.side + 1, kept.room,
                p.seat_path);
    }
    NetLink *link = net_link_open(role, host, port, role == NET_LINK_HOST ? what : code,
                                  role == NET_LINK_REJOIN ? kept.token : NULL, &settings, &err);
    if (!link) {
        fprintf(stderr, "play: %s\n", err.message);
        return 1;
    }
    p.link = link;
    bool person = role != NET_LINK_WATCH && settings.session.seats[0].kind == SESSION_SEAT_PERSON;
    int status = run(&p, person ? in : NULL);
    if (status && role == NET_LINK_JOIN && !p.seat_kept) { /* "the room is full": it may be ours */
        char path[CLI_SEAT_PATH_MAX], server[300];
        net_link_server_address(link, server, sizeof server);
        for (int side = 0; side < 2; side++) {
            CliSeat other;
            if (p.seat_dir[0] || cli_seat_dir(p.seat_dir, sizeof p.seat_dir, false, &err)) {
                cli_seat_path(p.seat_dir, server, net_link_code(link), side, path, sizeof path);
                if (cli_seat_read(path, &other, &err))
                    fprintf(out,
                            "a seat of room %s is kept here: duelboard-cli play --rejoin %s %s%s\n",
                            other.room, p.address, other.room, side ? " --seat 2" : " --seat 1");
            }
        }
    }
    net_link_free(link);
    return status;
}
