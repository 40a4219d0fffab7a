import { defineMessages } from 'react-intl';
import type { GameKey } from '../../__generated__/graphql';

/** The list page and the detail page around a game. */
const gamesMessagesPlain = defineMessages({
  title: { id: 'games.title', defaultMessage: 'Game centre', description: 'Heading of the games list' },
  intro: { id: 'games.intro', defaultMessage: 'Four short games for a break. Play today’s challenge with everyone, or a free game whenever you like.', description: 'Line under the games heading' },
  loading: { id: 'games.loading', defaultMessage: 'Loading the games', description: 'Accessible name of the placeholder while the list or a game loads' },
  loadFailed: { id: 'games.loadFailed', defaultMessage: 'The games didn’t load.', description: 'The list or a game could not be loaded' },
  retry: { id: 'games.retry', defaultMessage: 'Try again', description: 'Button to load again' },
  empty: { id: 'games.empty', defaultMessage: 'No games are open right now. Please come back later.', description: 'The list is empty' },
  loadMore: { id: 'games.loadMore', defaultMessage: 'Show more games', description: 'Button that loads the next games of the list' },
  play: { id: 'games.play', defaultMessage: 'Play', description: 'Link from a card to the game' },
  noBest: { id: 'games.noBest', defaultMessage: 'No score kept yet', description: 'On a card the reader has no kept score of' },
  keepSignIn: { id: 'games.keep.signIn', defaultMessage: 'Anyone can play. Sign in to keep your scores and join the weekly board.', description: 'Note for a visitor: scores are kept only for members' },
  keepPlan: { id: 'games.keep.plan', defaultMessage: 'Your scores are kept with a membership, and then count on the weekly board.', description: 'Note for a signed-in reader without a plan' },
  signIn: { id: 'games.signIn', defaultMessage: 'Sign in', description: 'Link to the sign-in page' },
  back: { id: 'games.back', defaultMessage: 'All games', description: 'Link back to the list' },
  notFound: { id: 'games.notFound', defaultMessage: 'There is no such game.', description: 'The detail address names no game' },
  modeLabel: { id: 'games.mode.label', defaultMessage: 'Game mode', description: 'Accessible name of the daily / free play switch' },
  modeDaily: { id: 'games.mode.daily', defaultMessage: 'Today’s challenge', description: 'Play the daily challenge' },
  modeFree: { id: 'games.mode.free', defaultMessage: 'Free play', description: 'Play a new random game' },
  dailyNote: { id: 'games.daily.note', defaultMessage: 'Everyone gets the same game today. Only today’s challenge counts on the weekly board.', description: 'Explains the daily challenge' },
  freeNote: { id: 'games.free.note', defaultMessage: 'A new game each time. Your best counts, but not on the weekly board.', description: 'Explains free play' },
  boardTitle: { id: 'games.board.title', defaultMessage: 'This week’s board', description: 'Heading of the weekly board' },
  boardEmpty: { id: 'games.board.empty', defaultMessage: 'No scores yet this week. Play today’s challenge to be the first.', description: 'The weekly board is empty' },
  boardRank: { id: 'games.board.rank', defaultMessage: 'Rank', description: 'Board column: place' },
  boardPlayer: { id: 'games.board.player', defaultMessage: 'Player', description: 'Board column: who' },
  boardScore: { id: 'games.board.score', defaultMessage: 'Score', description: 'Board column: score' },
  gameLoading: { id: 'games.gameLoading', defaultMessage: 'Loading the game', description: 'While a game’s code loads' },
  gameLoadFailed: { id: 'games.gameLoadFailed', defaultMessage: 'The game didn’t load. Please check your connection.', description: 'A game’s code could not be loaded' },
  resultTitle: { id: 'games.result.title', defaultMessage: 'Game over', description: 'Heading when a game ends' },
  saving: { id: 'games.result.saving', defaultMessage: 'Checking and keeping your score…', description: 'While the score is sent' },
  notKeptSignIn: { id: 'games.result.notKept.signIn', defaultMessage: 'Sign in to keep scores like this one.', description: 'A visitor’s score is not kept' },
  notKeptPlan: { id: 'games.result.notKept.plan', defaultMessage: 'Scores are kept with a membership.', description: 'A signed-in reader without a plan' },
  sendFailed: { id: 'games.result.sendFailed', defaultMessage: 'Your score couldn’t be sent. Please check your connection.', description: 'The score could not be sent' },
  sendAgain: { id: 'games.result.sendAgain', defaultMessage: 'Send again', description: 'Button to send the score again' },
  replayRejected: { id: 'games.error.REPLAY_REJECTED', defaultMessage: 'This game couldn’t be checked, so its score wasn’t kept.', description: 'Error code REPLAY_REJECTED' },
  dailyExpired: { id: 'games.error.DAILY_EXPIRED', defaultMessage: 'That daily challenge is over. Today’s is ready for you.', description: 'Error code DAILY_EXPIRED' },
  playAgain: { id: 'games.playAgain', defaultMessage: 'Play again', description: 'Button that starts a new game' },
});

/** The messages with values, typed so a missing value fails to compile. */
const gamesMessagesValued = defineMessages<{ best: { score: number }; todayBest: { score: number }; boardWeek: { date: string }; anonymous: { tag: string }; you: { name: string }; resultScore: { score: number }; saved: { best: number } }>({
  best: { id: 'games.best', defaultMessage: 'Your best: {score, number}', description: 'The reader’s best kept score of a game' },
  todayBest: { id: 'games.todayBest', defaultMessage: 'Today’s challenge: {score, number}', description: 'The reader’s best on today’s challenge, on a card' },
  boardWeek: { id: 'games.board.week', defaultMessage: 'Best daily-challenge scores since Monday {date} (UTC).', description: 'Under the board heading: when the week began' },
  anonymous: { id: 'games.board.anonymous', defaultMessage: 'Player {tag}', description: 'A member without a nickname on the board, by an anonymous tag' },
  you: { id: 'games.board.you', defaultMessage: '{name} (you)', description: 'The reader’s own line on the board' },
  resultScore: { id: 'games.result.score', defaultMessage: 'You scored {score, number}.', description: 'The final score' },
  saved: { id: 'games.result.saved', defaultMessage: 'Score kept. Your best: {best, number}.', description: 'The score was kept' },
});

export const gamesMessages = { ...gamesMessagesPlain, ...gamesMessagesValued };

const names = defineMessages({
  G2048: { id: 'games.name.G2048', defaultMessage: '2048', description: 'Name of the 2048 game' },
  JUMP: { id: 'games.name.JUMP', defaultMessage: 'JUMP', description: 'Name of the side-scrolling jumping game' },
  HOP: { id: 'games.name.HOP', defaultMessage: 'Hop', description: 'Name of the jump-and-jump game: hold to charge a hop onto the next platform' },
  MAZE: { id: 'games.name.MAZE', defaultMessage: 'Maze', description: 'Name of the maze game' },
});

const abouts = defineMessages({
  G2048: { id: 'games.about.G2048', defaultMessage: 'Slide the tiles. Two equal tiles merge into one. Can you reach 2048?', description: 'What the 2048 game is, on its card' },
  JUMP: { id: 'games.about.JUMP', defaultMessage: 'Run and jump over the blocks. The further you get, the faster it goes.', description: 'What the JUMP game is' },
  HOP: { id: 'games.about.HOP', defaultMessage: 'Hold to charge, let go to hop onto the next platform. Land in the centre for a bonus.', description: 'What the Hop game is' },
  MAZE: { id: 'games.about.MAZE', defaultMessage: 'Find your way out. The fewer moves you take, the higher your score.', description: 'What the maze game is' },
});

const howTos = defineMessages({
  G2048: { id: 'games.howTo.G2048', defaultMessage: 'Swipe on the board, use the arrow buttons or press the arrow keys. P pauses.', description: 'Controls of 2048' },
  JUMP: { id: 'games.howTo.JUMP', defaultMessage: 'Tap the track, press the Jump button, or press Space or the up arrow. P pauses.', description: 'Controls of JUMP' },
  HOP: { id: 'games.howTo.HOP', defaultMessage: 'Hold on the stage or hold Space, then let go. Or press the Charge button once to start and again to hop. P pauses.', description: 'Controls of Hop' },
  MAZE: { id: 'games.howTo.MAZE', defaultMessage: 'Swipe on the maze, use the arrow buttons or press the arrow keys. Reach the green square in the bottom-right corner.', description: 'Controls of the maze' },
});

type Plain = (typeof names)[GameKey] | (typeof abouts)[GameKey] | (typeof howTos)[GameKey];

export const GAME_TEXTS: Readonly<Record<GameKey, { name: Plain; about: Plain; howTo: Plain }>> = {
  G2048: { name: names.G2048, about: abouts.G2048, howTo: howTos.G2048 },
  JUMP: { name: names.JUMP, about: abouts.JUMP, howTo: howTos.JUMP },
  HOP: { name: names.HOP, about: abouts.HOP, howTo: howTos.HOP },
  MAZE: { name: names.MAZE, about: abouts.MAZE, howTo: howTos.MAZE },
};
