export const greeting = 'Здравствуйте';
