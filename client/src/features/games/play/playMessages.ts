import { defineMessages } from 'react-intl';

/** Words inside a running game: its controls and what it announces. */
const playMessagesPlain = defineMessages({
  score: { id: 'games.playing.score', defaultMessage: 'Score', description: 'Label of the running score' },
  pause: { id: 'games.playing.pause', defaultMessage: 'Pause', description: 'Button that pauses the game' },
  resume: { id: 'games.playing.resume', defaultMessage: 'Resume', description: 'Button that resumes the game' },
  paused: { id: 'games.playing.paused', defaultMessage: 'Paused', description: 'Shown and announced while paused' },
  up: { id: 'games.playing.up', defaultMessage: 'Up', description: 'Direction button' },
  down: { id: 'games.playing.down', defaultMessage: 'Down', description: 'Direction button' },
  left: { id: 'games.playing.left', defaultMessage: 'Left', description: 'Direction button' },
  right: { id: 'games.playing.right', defaultMessage: 'Right', description: 'Direction button' },
  moves: { id: 'games.playing.moves', defaultMessage: 'Moves', description: 'Label of the move count' },
  jump: { id: 'games.playing.jump', defaultMessage: 'Jump', description: 'Button that makes the runner jump' },
  charge: { id: 'games.playing.charge', defaultMessage: 'Charge', description: 'Button that starts charging a hop' },
  release: { id: 'games.playing.release', defaultMessage: 'Hop!', description: 'The same button while charging: lets the hop go' },
  board2048: { id: 'games.playing.board2048', defaultMessage: '2048 board', description: 'Accessible name of the 2048 board' },
  emptyCell: { id: 'games.playing.emptyCell', defaultMessage: 'empty', description: 'An empty cell of the 2048 board, for screen readers' },
  won: { id: 'games.playing.won', defaultMessage: 'You made 2048! Keep going if you like.', description: 'Announced once when the 2048 tile appears' },
  stageJump: { id: 'games.playing.stageJump', defaultMessage: 'JUMP track. Space or the up arrow jumps.', description: 'Accessible name of the JUMP play area' },
  stageHop: { id: 'games.playing.stageHop', defaultMessage: 'Hop stage. Hold Space to charge, let go to hop.', description: 'Accessible name of the Hop play area' },
  stageMaze: { id: 'games.playing.stageMaze', defaultMessage: 'Maze. Arrow keys move.', description: 'Accessible name of the maze play area' },
  wall: { id: 'games.playing.wall', defaultMessage: 'Wall', description: 'Announced when a maze move is blocked' },
  start: { id: 'games.playing.start', defaultMessage: 'Start', description: 'Button that starts a real-time game' },
  end: { id: 'games.playing.end', defaultMessage: 'End game', description: '2048: button that ends the game now, keeping its score' },
});

/** The messages with values, typed so a missing value fails to compile. */
const playMessagesValued = defineMessages<{ scoreNow: { score: number }; over: { score: number }; centre: { gained: number; score: number }; mazeMoved: { moves: number; ways: string }; mazeOut: { moves: number; par: number }; par: { par: number } }>({
  scoreNow: { id: 'games.playing.scoreNow', defaultMessage: 'Score {score, number}', description: 'Announced to screen readers when the score changes' },
  over: { id: 'games.playing.over', defaultMessage: 'Game over. Score {score, number}.', description: 'Announced when the game ends' },
  centre: { id: 'games.playing.centre', defaultMessage: 'Centre! +{gained, number}. Score {score, number}', description: 'Announced when a hop lands in the centre' },
  mazeMoved: { id: 'games.playing.mazeMoved', defaultMessage: '{moves, number} moves. Open: {ways}', description: 'Announced after a maze move: which ways are open' },
  mazeOut: { id: 'games.playing.mazeOut', defaultMessage: 'You’re out in {moves, number} moves. The shortest way takes {par, number}.', description: 'Announced when the maze is solved' },
  par: { id: 'games.playing.par', defaultMessage: 'Shortest way: {par, number} moves', description: 'The maze’s par, shown while playing' },
});

export const playMessages = { ...playMessagesPlain, ...playMessagesValued };
