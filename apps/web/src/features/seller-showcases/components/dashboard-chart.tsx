import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  days: string[];
  revenue: number[];
  orders: number[];
}

/** The revenue and orders per day (uPlot, loaded with the dashboard's lazy chunk only); its size follows the card. */
export function DashboardChart({ data, labels, rtl }: { data: ChartSeries; labels: { revenue: string; orders: string }; rtl: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const x = data.days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
    const width = () => Math.max(200, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 180,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true, dir: rtl ? -1 : 1 }, orders: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [{}, { size: 56 }, { scale: 'orders', side: 1, grid: { show: false }, size: 32, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500] }],
        series: [
          {},
          { label: labels.revenue, stroke: '#2a7de1', fill: 'rgba(42, 125, 225, 0.12)', width: 2 },
          { label: labels.orders, scale: 'orders', stroke: '#e08a1e', width: 2, points: { show: true, size: 4 } },
        ],
      },
      [x, data.revenue, data.orders],
      el,
    );
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height: 180 }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [data, labels.revenue, labels.orders, rtl]);
  return (
    <figure className="dashboard__figure">
      <div ref={box} className="dashboard__chart" role="img" aria-label={`${labels.revenue}, ${labels.orders}`} />
      <figcaption className="dashboard__legend">
        <span className="dashboard__key dashboard__key--revenue">{labels.revenue}</span>
        <span className="dashboard__key dashboard__key--orders">{labels.orders}</span>
      </figcaption>
    </figure>
  );
}
