/** How a link inside the help pages' running text looks. */
export const textLink = 'font-medium text-primary underline underline-offset-4 hover:decoration-2';
