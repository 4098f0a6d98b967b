import { Layer, Rectangle, Surface, Text, getNiceTickValues } from 'recharts';
import { chartSummary, shortDay, type DayCount } from '../statistics';

/*
 * Drawn from recharts' stateless SVG parts (Surface, Layer, Rectangle, Text).
 * Its chart containers (BarChart and the like) in recharts 3 draw only after
 * effects have run in the browser, so their SVG is never in the server's HTML
 * (recharts issue #5997). These parts render the same SVG on the server and
 * in the browser: the chart is in the first paint and hydrates unchanged.
 * The drawing has a fixed size; CSS scales it to the column.
 */
const WIDTH = 720;
const HEIGHT = 280;
const PLOT = { left: 44, right: 12, top: 12, bottom: 32 };
/** Every fifth day has a label, counted back from today so today always has one. */
const LABEL_EVERY = 5;

/** The last days' views as a bar chart, with every number also in a table for screen readers. */
export function ViewsChart({ days }: { days: DayCount[] }) {
  const most = Math.max(0, ...days.map((day) => day.count));
  // Whole numbers only; a chart of nothing still gets a scale of 0 to 4.
  const ticks = getNiceTickValues([0, Math.max(most, 4)], 5, false) as number[];
  const top = ticks[ticks.length - 1];
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const band = plotWidth / Math.max(days.length, 1);
  const yOf = (count: number) => PLOT.top + plotHeight * (1 - count / top);
  const summary = chartSummary(days);
  const quiet = most === 0;

  return (
    <figure className="views-chart">
      <figcaption>Views per day, last {days.length} days</figcaption>
      {quiet && <p className="views-chart-empty">No views yet: each day's bar appears here from the first reader's visit.</p>}
      <Surface width={WIDTH} height={HEIGHT} role="img" aria-label={summary} title={summary} className="views-chart-drawing">
        <Layer className="views-chart-grid">
          {ticks.map((tick) => (
            <Layer key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yOf(tick)} y2={yOf(tick)} />
              <Text x={PLOT.left - 8} y={yOf(tick)} textAnchor="end" verticalAnchor="middle" fontSize={12}>
                {tick}
              </Text>
            </Layer>
          ))}
        </Layer>
        <Layer className="views-chart-bars">
          {days.map((day, index) => {
            const x = PLOT.left + index * band;
            const labelled = (days.length - 1 - index) % LABEL_EVERY === 0;
            return (
              <Layer key={day.day}>
                <title>{`${shortDay(day.day)}: ${day.count} ${day.count === 1 ? 'view' : 'views'}`}</title>
                {day.count > 0 && (
                  <Rectangle
                    x={x + band * 0.15}
                    y={yOf(day.count)}
                    width={band * 0.7}
                    height={yOf(0) - yOf(day.count)}
                    radius={[3, 3, 0, 0]}
                  />
                )}
                {labelled && (
                  <Text x={x + band / 2} y={HEIGHT - PLOT.bottom + 8} textAnchor="middle" verticalAnchor="start" fontSize={12}>
                    {shortDay(day.day)}
                  </Text>
                )}
              </Layer>
            );
          })}
        </Layer>
      </Surface>
      <table className="visually-hidden">
        <caption>Views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
