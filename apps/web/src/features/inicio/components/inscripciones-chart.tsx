import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/** The bar chart itself, in its own chunk (recharts is large). The table beside it carries the same data. */
export default function InscripcionesChart({
  data,
  title,
}: {
  data: { etiqueta: string; nombre: string; cantidad: number }[];
  title: string;
}) {
  return (
    <BarChart
      h={300}
      data={data}
      dataKey="etiqueta"
      series={[{ name: 'cantidad', label: 'Modalidades inscritas', color: 'azul.7' }]}
      tickLine="y"
      xAxisProps={{ interval: 'preserveStartEnd', angle: -35, textAnchor: 'end', height: 56 }}
      yAxisProps={{ allowDecimals: false }}
      // Recharts names the SVG and lets the keyboard move between bars; the table repeats the figures.
      barChartProps={{
        accessibilityLayer: true,
        title,
        desc: 'Gráfico de barras por mes. Los mismos datos están en la tabla que sigue al gráfico.',
      }}
    />
  );
}
