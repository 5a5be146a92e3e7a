/** Queries of the uploads column (mission images). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missionImages } from '../../db/schema/uploads';

export type MissionImageRow = typeof missionImages.$inferSelect;
export type NewMissionImage = Omit<typeof missionImages.$inferInsert, 'id'>;

export async function insertMissionImage(db: Db, values: NewMissionImage): Promise<MissionImageRow> {
  const [row] = await db.insert(missionImages).values(values).returning();
  return row;
}

export async function findMissionImage(db: Db, id: number): Promise<MissionImageRow | undefined> {
  const [row] = await db.select().from(missionImages).where(eq(missionImages.id, id)).limit(1);
  return row;
}

/** The rows among `ids` that belong to `ownerId` (others are simply absent). */
export const missionImagesOfOwner = (db: Db, ownerId: number, ids: number[]) =>
  db
    .select()
    .from(missionImages)
    .where(and(eq(missionImages.ownerId, ownerId), inArray(missionImages.id, ids)));
