// The feature-unit rule's inputs (eslint.config.js), kept apart so the config stays readable.
import fs from 'node:fs';
import path from 'node:path';

/**
 * One zone per feature folder of every remote (and the host shell): a feature imports its own files,
 * the remote's ui/ and lib/, and packages, never another feature (bulletproof-react's rule).
 */
export function featureUnitZones(root, dirs) {
  return dirs.flatMap((dir) => {
    const features = path.join(root, dir, 'src', 'features');
    if (!fs.existsSync(features)) return [];
    return fs
      .readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: `./${dir}/src/features/${entry.name}`,
        from: `./${dir}/src/features`,
        except: [`./${entry.name}`],
        message: `A feature is a unit: ${dir}/src/features/${entry.name} imports only its own files, ${dir}'s ui/ and lib/, and packages; move what two features share into ui/ or lib/.`,
      }));
  });
}
