/**
 * `/report/retrieve/{code}-{examId}`: "get your report links by e-mail". The page ships in the report's chunk
 * (the report route renders it): a visitor who cannot open a report is sent here from the report page, and the
 * two share their words (the `report` message bundle), so one download serves both.
 */
export { default } from '../../report/routes/ReportPage';
