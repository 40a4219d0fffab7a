import PlanRoute from './PlanPage';

/**
 * `/paying/buyreport/{code}-{examId}?s=`: the full report of one test bought once, without a subscription. The
 * plan page with the one-off report chosen; the plans stay listed beside it with their real costs.
 */
export default function BuyReportRoute() {
  return <PlanRoute mode="report" />;
}
