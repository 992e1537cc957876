import { useId } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/utils';

/** The detailed wage table: Sector, Average Wage, Growth (YoY), with a Governorate column when several are chosen. */
export function WageTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: string[];
  rows: { key: string; cells: string[]; growth: number | null }[];
}) {
  const id = useId();
  const cell = 'px-2 sm:px-3';
  const last = columns.length - 1;
  return (
    <Card
      as="section"
      padding="sm"
      aria-labelledby={id}
      className="sm:p-5 print:break-inside-avoid print:shadow-none"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableRow>
            {columns.map((name, i) => (
              <TableHead
                key={name}
                scope="col"
                className={cn(cell, 'whitespace-normal', i >= last - 1 && 'text-end')}
              >
                {name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((text, i) =>
                i === 0 ? (
                  <TableHead key={i} scope="row" className={cn(cell, 'font-medium text-foreground')}>
                    {text}
                  </TableHead>
                ) : (
                  <TableCell
                    key={i}
                    className={cn(
                      cell,
                      i >= last - 1 && 'text-end whitespace-nowrap tabular-nums',
                      i === last && (row.growth ?? 0) > 0 && 'text-emerald-800',
                      i === last && (row.growth ?? 0) < 0 && 'text-red-800',
                    )}
                  >
                    {text}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
