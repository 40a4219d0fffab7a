/** The test centre and its category lists, in one chunk: a visitor goes from one to the other. */
export { default as TestCentrePage } from './routes/TestCentrePage';
export { default as TestCentreListPage } from './routes/TestCentreListPage';
