import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * The portal's card: a rounded, bordered panel on the card colour. `padding` is its inner space ('sections'
 * spaces CardHeader, CardContent and CardFooter); `flat` leaves out the shadow (cards inside cards, tables).
 */
export const cardVariants = cva('rounded-xl border bg-card text-card-foreground', {
  variants: {
    padding: { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6', sections: 'flex flex-col gap-4 py-6' },
    flat: { true: '', false: 'shadow-sm' },
  },
  defaultVariants: { padding: 'md', flat: false },
});

type CardElement = 'div' | 'li' | 'section' | 'article' | 'aside' | 'dl' | 'ul' | 'form' | 'figure';
type CardProps<E extends CardElement> = { as?: E } & React.ComponentProps<E> &
  VariantProps<typeof cardVariants>;

/** A card drawn as `as` (default div), keeping the element its content needs: li in lists, section, … */
export function Card<E extends CardElement = 'div'>({
  as,
  className,
  padding,
  flat,
  ...props
}: CardProps<E>) {
  const Element = (as ?? 'div') as React.ElementType;
  return <Element data-slot="card" className={cn(cardVariants({ padding, flat }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-6', className)} {...props} />;
}

type HeadingLevel = 'h2' | 'h3' | 'h4';
export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: React.ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return (
    <Heading data-slot="card-title" className={cn('leading-snug font-semibold', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center px-6', className)} {...props} />;
}
