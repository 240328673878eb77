// A test's fully qualified name, file path and function name, as each framework's reporter spells them.
import type { Random } from '../core/seeded-random';
import { TOPICS, camelCase, kebabCase, pascalCase, pickBehaviour, pickFlow, snakeCase, words } from './name-catalog';
import type { SuiteProfile } from './repository-profiles';

export interface TestNaming {
  testName: string;
  filePath: string;
  functionName: string;
  area: string;
  /** Java: fully qualified class name. */
  className?: string;
}

export function buildTestNaming(suite: SuiteProfile, repository: string, areas: readonly string[], random: Random): TestNaming {
  const area = random.pick(areas);
  const topic = random.pick(TOPICS);
  const behaviour = words(pickBehaviour(random));
  const areaParts = area.split('_');
  const topicParts = topic.split('_');
  const pkg = repository.replace(/[^a-z0-9]/g, '');
  switch (suite.framework) {
    case 'pytest': {
      const folder = suite.key.includes('integration') ? `tests/integration/${area}` : `tests/${area}`;
      const filePath = `${folder}/test_${topic}.py`;
      const functionName = `test_${snakeCase(behaviour)}`;
      return { testName: `${filePath}::Test${pascalCase([...areaParts, ...topicParts])}::${functionName}`, filePath, functionName, area };
    }
    case 'vitest': {
      const filePath = `src/${kebabCase(areaParts)}/${kebabCase(topicParts)}.test.ts`;
      const functionName = behaviour.join(' ');
      return { testName: `${filePath} > ${camelCase([...areaParts, ...topicParts])} > ${functionName}`, filePath, functionName, area };
    }
    case 'playwright': {
      const flow = pickFlow(random);
      const filePath = `e2e/${flow}.spec.ts`;
      const functionName = behaviour.join(' ');
      return { testName: `${filePath} > ${flow.replace(/-/g, ' ')} > ${functionName}`, filePath, functionName, area };
    }
    case 'junit': {
      const simple = `${pascalCase([...areaParts, ...topicParts])}Test`;
      const className = `com.acme.${pkg}.${area.replace(/_/g, '')}.${simple}`;
      const functionName = camelCase(behaviour);
      const filePath = `src/test/java/com/acme/${pkg}/${area.replace(/_/g, '')}/${simple}.java`;
      return { testName: `${className}.${functionName}`, filePath, functionName, area, className };
    }
    case 'rspec': {
      const filePath = `spec/${area}/${topic}_spec.rb`;
      const functionName = behaviour.join(' ');
      const subject = `${pascalCase(areaParts)} ${topicParts.join(' ')}`;
      return { testName: `${subject} ${functionName}`, filePath, functionName, area };
    }
  }
}
