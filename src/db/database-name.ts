/** The device database's name, apart from its schema: checking that it exists loads no upgrade code. */
export const DATABASE_NAME = 'sprouts';
